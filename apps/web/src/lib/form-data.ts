import type { FormData } from '@portal/contract/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from './http';
import { useLocale } from './i18n/locale';
import { localiseFormData } from './i18n/reference-names';

/** `GET /api/user?type=formData`: genders, countries, stages, sectors, client locations, organisation types, marketing sources. */
export function fetchFormData(signal?: AbortSignal): Promise<FormData> {
  return http<FormData>('GET', '/api/user', { query: { type: 'formData' }, signal });
}

export const formDataKey = ['user', 'formData'] as const;

export const formDataQuery = () =>
  queryOptions({ queryKey: formDataKey, queryFn: ({ signal }) => fetchFormData(signal), staleTime: 30 * 60_000 });

/** The lists, named in the current language (one cached answer serves both languages). */
export function useFormData() {
  const locale = useLocale();
  const { t } = useTranslation();
  const select = useCallback((data: FormData) => localiseFormData(data, locale, t), [locale, t]);
  return useQuery({ ...formDataQuery(), select });
}
