import { messageKeyOf } from '@portal/contract/message-keys';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Translates a contract message; keeps `undefined` (no error) as it is. */
export type MessageTranslator = <M extends string | undefined>(message: M) => M;

/**
 * Translates a message the API or a contract schema gave in English (a 422's field errors, a
 * snackbar's server message): the contract's wording names its key (`messageKeyOf`), and the
 * catalogue's `msg.<key>` (or `twoFactorMsg.<key>`) says it in the current language, filled with the same values. A message
 * the catalogues don't hold (the staff console's, which stays English) shows as it came.
 */
export function useMessage(): MessageTranslator {
  const { t } = useTranslation();
  return useCallback(
    ((message: string | undefined) => {
      if (!message) return message;
      const known = messageKeyOf(message);
      if (!known) return message;
      return t(known.key, { ...known.values, defaultValue: message });
    }) as MessageTranslator,
    [t],
  );
}
