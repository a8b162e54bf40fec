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
  const owner = useOwnerVenture();
  const formData = useFormData();
  if (formData.isError) return <LoadError message={MSG.formDataFailed} onRetry={() => formData.refetch()} />;
  // The owner venture's load failure is silent (spec 1 §8): the form starts empty.
  if (!formData.data || owner.isPending) return <StepSkeleton fields={12} />;
  return <VentureProfileForm {...props} venture={owner.data?.venture ?? null} formData={formData.data} />;
}

type FormProps = StepProps & { venture: Venture | null; formData: FormData; today?: string };

export function VentureProfileForm({ venture, formData, onDone, onBack, today: todayProp }: FormProps) {
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
      enqueueSnackbar(message, { variant: 'error' });
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
    if (message) enqueueSnackbar(String(message), { variant: 'error' });
  };

  const years = useMemo(() => establishedYears(today), [today]);

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate aria-label="Venture Profile">
      <DraftNotice draft={draft} onRestore={(v) => reset(v, { keepDefaultValues: true })} />
      <FieldLimits schema={schema}>
        <Stack spacing={4}>
          <Section title="About the venture">
            <Grid size={12}>
              <Logo venture={venture} />
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <FormTextField control={control} name="name" label="Company name" required autoComplete="organization" />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormSelectField
                control={control}
                name="year_established"
                label="Year established"
                required
                options={years}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField control={control} name="slogan" label="Slogan" />
            </Grid>
            <Grid size={12}>
              <FormRichTextField
                control={control}
                name="description"
                label="Company overview"
                required
                helperText="In one sentence: what does your company do?"
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="video_pitch_url"
                label="Video pitch link"
                type="url"
                inputMode="url"
                placeholder="https://"
                helperText="A link to a short video (YouTube, Vimeo, Google Drive …)"
              />
            </Grid>
          </Section>

          <Section title="Contacts">
            <Grid size={12}>
              <FormTextField
                control={control}
                name="physical_address"
                label="Physical address"
                required
                autoComplete="street-address"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="email_address"
                label="Company e-mail"
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
                label="Company phone number"
                required
                type="tel"
                inputMode="tel"
                autoComplete="tel"
              />
            </Grid>
            <SocialLinkFields control={control} heading="Website and social links" headingComponent="h4" />
          </Section>

          <Section title="Market and stage">
            <Grid size={12}>
              <NamedAutocompleteField
                control={control}
                name="sectors"
                label="Sectors"
                required
                multiple
                options={formData.sectors}
                helperText="Pick one or more"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <NamedSelectField control={control} name="stage_id" label="Stage" required options={formData.steps} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <NamedSelectField
                control={control}
                name="organisation_type_id"
                label="Organisation type"
                required
                options={formData.organisationTypes}
              />
            </Grid>
            <Grid size={12}>
              <NamedAutocompleteField
                control={control}
                name="countries"
                label="Countries of operation"
                required
                multiple
                options={formData.countries}
                helperText="Pick one or more"
              />
            </Grid>
            <Grid size={12}>
              <NamedAutocompleteField
                control={control}
                name="client_locations"
                label="Customer locations"
                required
                multiple
                options={formData.clientLocations}
                helperText="Pick one or more"
              />
            </Grid>
            <Grid size={12}>
              <RadioChoiceField
                control={control}
                name="funding"
                label="Has the venture received funding of at least USD 5,000 in the last two years?"
                required
                row
                options={FUNDING_OPTIONS}
              />
            </Grid>
          </Section>

          <Section title="Certificates">
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
  const [open, setOpen] = useState(false);
  const upload = useUploadVentureFile();
  const { enqueueSnackbar } = useSnackbar();
  const src = venture?.thumb_url ?? venture?.image_url ?? undefined;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        variant="rounded"
        src={src}
        alt={src ? `Logo of ${venture?.name ?? 'the venture'}` : undefined}
        sx={{ width: 88, height: 88, bgcolor: 'grey.200', color: 'text.secondary' }}
      >
        <BusinessIcon fontSize="large" />
      </Avatar>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          Company logo
        </Typography>
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          onClick={() => setOpen(true)}
          sx={{ minHeight: 44 }}
        >
          Upload Logo
        </Button>
      </Stack>
      <UploadDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Upload Logo"
        accept="image/*"
        onUpload={async ([file]) => {
          if (!file) return;
          await upload.mutateAsync({ type: 'image', file });
          enqueueSnackbar(MSG.imageUploaded, { variant: 'success' });
        }}
      />
    </Stack>
  );
}
