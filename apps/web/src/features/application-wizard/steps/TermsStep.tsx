import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ApplicationInput, OwnApplication } from '@portal/contract/applications';
import { applicationInput } from '@portal/contract/applications';
import { MSG } from '@portal/contract/messages';
import type { FormData } from '@portal/contract/reference';
import { useCallback, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { NamedSelectField } from '../../../components/form-fields/NamedSelectField';
import { LoadError } from '../../../components/LoadError';
import { useFormData } from '../../../lib/form-data';
import { useSession } from '../../../lib/session';
import { useOwnApplication } from '../api/own-application';
import { useSubmitApplication } from '../api/submit-application';
import { DraftNotice } from '../DraftNotice';
import { CheckboxField } from '../fields/CheckboxField';
import { StepActions } from '../StepActions';
import { StepSkeleton } from '../StepSkeleton';
import { useDraft } from '../use-draft';
import { useStepSave } from '../use-step-save';
import type { StepProps } from '../wizard-types';

export const TERMS_PATH = '/terms-and-conditions';

export type TermsValues = {
  marketing_source_id: number | '';
  terms_conditions: boolean;
  declaration: boolean;
};

type Parsed = { marketing_source_id: number; terms_conditions: 1; declaration?: 1 };

const FIELDS = ['marketing_source_id', 'terms_conditions', 'declaration'] as const;

/** What was submitted before; the declaration is given again with every submit. */
export const termsValues = (own: OwnApplication | undefined): TermsValues => ({
  marketing_source_id: own?.application?.marketing_source_id ?? '',
  terms_conditions: own?.application?.terms_conditions === 1,
  declaration: false,
});

/**
 * applicationInput, with the declaration required: the wizard always asks for it. The resolver
 * reports a failed union by its first branch ('expected 1'), so the two boxes get the spec's words.
 */
function termsResolver(): Resolver<TermsValues, unknown, Parsed> {
  const schema = applicationInput.required({ declaration: true });
  const resolve = zodResolver(schema as never) as unknown as Resolver<TermsValues, unknown, Parsed>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const errors = result.errors as Record<string, { message?: string } | undefined>;
    if (errors.terms_conditions) errors.terms_conditions.message = MSG.termsRequired;
    if (errors.declaration) errors.declaration.message = MSG.declarationRequired;
    return result;
  };
}

/** Step 5, Terms & Conditions (spec 1 §2.15): marketing source, terms, declaration, Submit. */
export function TermsStep(props: StepProps) {
  const own = useOwnApplication();
  const formData = useFormData();
  if (formData.isError) return <LoadError message={MSG.formDataFailed} onRetry={() => formData.refetch()} />;
  if (own.isError) return <LoadError message={MSG.teamLoadFailed} onRetry={() => own.refetch()} />;
  if (!formData.data || own.isPending) return <StepSkeleton fields={3} />;
  return <TermsForm {...props} own={own.data} formData={formData.data} />;
}

type FormProps = StepProps & { own: OwnApplication | undefined; formData: FormData };

export function TermsForm({ own, formData, onDone, onBack }: FormProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [baseline] = useState(() => termsValues(own));
  const [resolver] = useState(termsResolver);
  const form = useForm<TermsValues, unknown, Parsed>({ resolver, mode: 'onTouched', defaultValues: baseline });
  const { control, handleSubmit, setError, reset } = form;
  const values = useWatch({ control }) as TermsValues;
  const draft = useDraft({ key: `${user?.id ?? 0}:step5`, values, baseline, ready: true });

  const submit = useSubmitApplication();
  const fieldsOf = useCallback(() => FIELDS, []);
  const save = useStepSave(
    { confirm: MSG.confirmSubmitApplication, success: MSG.applicationReceived, failure: MSG.teamFailed },
    setError,
    fieldsOf,
  );

  const onSubmit = handleSubmit(async (input) => {
    const sent: ApplicationInput = {
      marketing_source_id: input.marketing_source_id,
      terms_conditions: 1,
      declaration: 1,
    };
    const saved = await save(() => submit.mutateAsync(sent));
    if (saved) {
      draft.clear();
      onDone();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('wizard.terms.form')}>
      <DraftNotice draft={draft} onRestore={(v) => reset(v, { keepDefaultValues: true })} />
      <Stack spacing={3}>
        <NamedSelectField
          control={control}
          name="marketing_source_id"
          label={t('wizard.terms.source')}
          required
          options={formData.marketingSources}
        />
        <Stack spacing={1}>
          <CheckboxField
            control={control}
            name="terms_conditions"
            required
            label={
              <Trans
                i18nKey="wizard.terms.agree"
                components={{ terms: <Link href={TERMS_PATH} target="_blank" rel="noopener" /> }}
              />
            }
          />
          <CheckboxField control={control} name="declaration" required label={t('wizard.terms.declaration')} />
        </Stack>
      </Stack>
      <StepActions onBack={onBack} submitText={t('wizard.submit')} pending={submit.isPending} />
    </form>
  );
}
