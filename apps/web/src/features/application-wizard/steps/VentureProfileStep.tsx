import { zodResolver } from '@hookform/resolvers/zod';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import BusinessIcon from '@mui/icons-material/Business';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { todayInNairobi } from '@portal/contract/dates';
import { MSG } from '@portal/contract/messages';
import type { FormData } from '@portal/contract/reference';
import {
  type CertificateField,
  establishedYears,
  type Venture,
  type VentureInput,
  ventureInput,
} from '@portal/contract/ventures';
import { useSnackbar } from 'notistack';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRichTextField } from '../../../components/form-fields/FormRichTextField';
import { FormSelectField } from '../../../components/form-fields/FormSelectField';
import { FormTextField } from '../../../components/form-fields/FormTextField';
import { FieldLimits } from '../../../components/form-fields/field-limits';
import { NamedAutocompleteField } from '../../../components/form-fields/NamedAutocompleteField';
import { NamedSelectField } from '../../../components/form-fields/NamedSelectField';
import { SocialLinkFields } from '../../../components/form-fields/SocialLinkFields';
import { LoadError } from '../../../components/LoadError';
import { UploadDialog } from '../../../components/UploadDialog';
import { useFormData } from '../../../lib/form-data';
import { useMessage } from '../../../lib/i18n/messages';
import { useSession } from '../../../lib/session';
import { useOwnerVenture } from '../api/owner-venture';
import { useSaveVenture } from '../api/save-venture';
import { useUploadVentureFile } from '../api/upload-venture-file';
import { DraftNotice } from '../DraftNotice';
import { RadioChoiceField } from '../fields/RadioChoiceField';
import { StepActions } from '../StepActions';
import { StepSkeleton } from '../StepSkeleton';
import { useDraft } from '../use-draft';
import { useStepSave } from '../use-step-save';
import { CertificateRow } from '../venture/CertificateRow';
import { VENTURE_FIELDS, type VentureValues, ventureValues } from '../venture/venture-values';
import type { StepProps } from '../wizard-types';

const FUNDING_OPTIONS = [
  { id: 1, name: 'Yes' },
  { id: 0, name: 'No' },
] as const;

const CERTIFICATE_FIELDS: CertificateField[] = ['cr12', 'registration_cetificate'];
const CERTIFICATE_REQUIRED: Record<CertificateField, string> = {
  cr12: MSG.cr12Required,
  registration_cetificate: MSG.registrationCertificateRequired,
};

/** Step 2, Venture Profile (spec 1 §2.15): loads the owner's venture and the form data, saves the venture. */
export function VentureProfileStep(props: StepProps) {
  const { t } = useTranslation();
  const owner = useOwnerVenture();
  const formData = useFormData();
  if (formData.isError) return <LoadError message={t('msg.formDataFailed')} onRetry={() => formData.refetch()} />;
  // The owner venture's load failure is silent (spec 1 §8): the form starts empty.
  if (!formData.data || owner.isPending) return <StepSkeleton fields={12} />;
  return <VentureProfileForm {...props} venture={owner.data?.venture ?? null} formData={formData.data} />;
}

type FormProps = StepProps & { venture: Venture | null; formData: FormData; today?: string };

export function VentureProfileForm({ venture, formData, onDone, onBack, today: todayProp }: FormProps) {
  const { t } = useTranslation();
  const tm = useMessage();
  const today = useMemo(() => todayProp ?? todayInNairobi(), [todayProp]);
  const { user } = useSession();
  const schema = useMemo(() => ventureInput(today), [today]);
  // The checks' order (spec 1 §5) is the schema's key order.
  const order = useMemo(() => Object.keys(schema.shape), [schema]);
  // The form starts from the venture as first loaded; uploads refresh `venture`, not the typed fields.
  const [baseline] = useState(() => ventureValues(venture));
  const form = useForm<VentureValues, unknown, VentureInput>({
    resolver: useMemo(
      () => zodResolver(schema as never) as unknown as Resolver<VentureValues, unknown, VentureInput>,
      [schema],
    ),
    mode: 'onTouched',
    defaultValues: baseline,
  });
  const { control, handleSubmit, setError, reset } = form;
  const values = useWatch({ control }) as VentureValues;
  const draft = useDraft({ key: `${user?.id ?? 0}:step2`, values, baseline, ready: true });
  const { enqueueSnackbar } = useSnackbar();

  const [certificateError, setCertificateError] = useState<{ field: CertificateField; message: string } | null>(null);
  const certificateButtons = {
    cr12: useRef<HTMLButtonElement>(null),
    registration_cetificate: useRef<HTMLButtonElement>(null),
  };

  const saveVenture = useSaveVenture();
  const fieldsOf = useCallback(() => VENTURE_FIELDS, []);
  const save = useStepSave(
    { confirm: MSG.confirmSaveStep, success: MSG.ventureSaved, failure: MSG.error },
    setError,
    fieldsOf,
  );

  const onValid = async (input: VentureInput) => {
    // The certificates come last in the spec's checks, once every field is right.
    const missing = CERTIFICATE_FIELDS.find((f) => !venture?.[f]);
    if (missing) {
      const message = CERTIFICATE_REQUIRED[missing];
      setCertificateError({ field: missing, message });
      enqueueSnackbar(tm(message), { variant: 'error' });
      certificateButtons[missing].current?.focus();
      return;
    }
    setCertificateError(null);
    const saved = await save(() =>
      saveVenture.mutateAsync({
        ...input,
        // Step 4's fields are saved by the team call; sent back unchanged so that this save keeps them.
        c_suite_women: venture?.c_suite_women ?? undefined,
        full_time_employee_count: venture?.full_time_employee_count ?? null,
        part_time_employee_count: venture?.part_time_employee_count ?? null,
      }),
    );
    if (saved) {
      draft.clear();
      onDone();
    }
  };

  // The first failing check, in the spec's order, is the one announced.
  const onInvalid = (errors: FieldErrors<VentureValues>) => {
    const first = order.find((key) => errors[key as keyof VentureValues]);
    const message = first && errors[first as keyof VentureValues]?.message;
    if (message) enqueueSnackbar(tm(String(message)), { variant: 'error' });
  };

  const years = useMemo(() => establishedYears(today), [today]);

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate aria-label={t('wizard.venture.form')}>
      <DraftNotice draft={draft} onRestore={(v) => reset(v, { keepDefaultValues: true })} />
      <FieldLimits schema={schema}>
        <Stack spacing={4}>
          <Section title={t('wizard.venture.about')}>
            <Grid size={12}>
              <Logo venture={venture} />
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <FormTextField
                control={control}
                name="name"
                label={t('wizard.venture.name')}
                required
                autoComplete="organization"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormSelectField
                control={control}
                name="year_established"
                label={t('wizard.venture.year')}
                required
                options={years}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField control={control} name="slogan" label={t('wizard.venture.slogan')} />
            </Grid>
            <Grid size={12}>
              <FormRichTextField
                control={control}
                name="description"
                label={t('wizard.venture.overview')}
                required
                helperText={t('wizard.venture.overviewHelp')}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="video_pitch_url"
                label={t('wizard.venture.video')}
                type="url"
                inputMode="url"
                placeholder="https://"
                helperText={t('wizard.venture.videoHelp')}
              />
            </Grid>
          </Section>

          <Section title={t('wizard.venture.contacts')}>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="physical_address"
                label={t('wizard.venture.address')}
                required
                autoComplete="street-address"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="email_address"
                label={t('wizard.venture.email')}
                required
                type="email"
                inputMode="email"
                autoComplete="email"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="phone_number"
                label={t('wizard.venture.phone')}
                required
                type="tel"
                inputMode="tel"
                autoComplete="tel"
              />
            </Grid>
            <SocialLinkFields control={control} heading={t('form.social.heading')} headingComponent="h4" />
          </Section>

          <Section title={t('wizard.venture.market')}>
            <Grid size={12}>
              <NamedAutocompleteField
                control={control}
                name="sectors"
                label={t('wizard.venture.sectors')}
                required
                multiple
                options={formData.sectors}
                helperText={t('wizard.venture.pickMany')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <NamedSelectField
                control={control}
                name="stage_id"
                label={t('wizard.venture.stage')}
                required
                options={formData.steps}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <NamedSelectField
                control={control}
                name="organisation_type_id"
                label={t('wizard.venture.organisationType')}
                required
                options={formData.organisationTypes}
              />
            </Grid>
            <Grid size={12}>
              <NamedAutocompleteField
                control={control}
                name="countries"
                label={t('wizard.venture.countries')}
                required
                multiple
                options={formData.countries}
                helperText={t('wizard.venture.pickMany')}
              />
            </Grid>
            <Grid size={12}>
              <NamedAutocompleteField
                control={control}
                name="client_locations"
                label={t('wizard.venture.clientLocations')}
                required
                multiple
                options={formData.clientLocations}
                helperText={t('wizard.venture.pickMany')}
              />
            </Grid>
            <Grid size={12}>
              <RadioChoiceField
                control={control}
                name="funding"
                label={t('wizard.venture.funding')}
                required
                row
                options={FUNDING_OPTIONS}
              />
            </Grid>
          </Section>

          <Section title={t('wizard.venture.certificates')}>
            {CERTIFICATE_FIELDS.map((field) => (
              <Grid key={field} size={12}>
                <CertificateRow
                  venture={venture}
                  field={field}
                  error={certificateError?.field === field ? certificateError.message : undefined}
                  onUploaded={() => setCertificateError((e) => (e?.field === field ? null : e))}
                  buttonRef={certificateButtons[field]}
                />
              </Grid>
            ))}
          </Section>
        </Stack>
      </FieldLimits>
      <StepActions onBack={onBack} pending={saveVenture.isPending} />
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Grid container spacing={2.5}>
        {children}
      </Grid>
    </section>
  );
}

/** The venture's logo and its Upload Logo button (POST /api/venture?type=image). */
function Logo({ venture }: { venture: Venture | null }) {
  const { t } = useTranslation();
  const tm = useMessage();
  const [open, setOpen] = useState(false);
  const upload = useUploadVentureFile();
  const { enqueueSnackbar } = useSnackbar();
  const src = venture?.thumb_url ?? venture?.image_url ?? undefined;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        variant="rounded"
        src={src}
        alt={src ? t('wizard.venture.logoOf', { name: venture?.name ?? t('wizard.venture.theVenture') }) : undefined}
        sx={{ width: 88, height: 88, bgcolor: 'grey.200', color: 'text.secondary' }}
      >
        <BusinessIcon fontSize="large" />
      </Avatar>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          {t('wizard.venture.logo')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          onClick={() => setOpen(true)}
          sx={{ minHeight: 44 }}
        >
          {t('wizard.venture.uploadLogo')}
        </Button>
      </Stack>
      <UploadDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('wizard.venture.uploadLogo')}
        accept="image/*"
        onUpload={async ([file]) => {
          if (!file) return;
          await upload.mutateAsync({ type: 'image', file });
          enqueueSnackbar(tm(MSG.imageUploaded), { variant: 'success' });
        }}
      />
    </Stack>
  );
}
