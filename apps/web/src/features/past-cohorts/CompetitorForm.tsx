import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SocialField } from '@portal/contract/common';
import { type Competitor, type CompetitorInput, competitorInput } from '@portal/contract/past-cohorts';
import { useEffect } from 'react';
import { type Control, Controller, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LazyRichTextEditor, preloadRichTextEditor } from '../../components/LazyRichTextEditor';
import { FormCard } from '../../components/resource-admin/FormCard';
import { useResourceSave } from '../../components/resource-admin/use-resource-save';
import { competitorsClient } from './api/competitors-client';

/** The social and web links of the form, in the spec's order (spec 3 §2.6). */
const LINK_FIELDS: { name: SocialField; label: string }[] = [
  { name: 'x_url', label: 'X' },
  { name: 'linkedin_url', label: 'LinkedIn' },
  { name: 'facebook_url', label: 'Facebook' },
  { name: 'youtube_url', label: 'YouTube' },
  { name: 'instagram_url', label: 'Instagram' },
  { name: 'tiktok_url', label: 'TikTok' },
  { name: 'website_url', label: 'Website' },
];

const FIELDS = ['name', 'link', 'description', 'rank', ...LINK_FIELDS.map((f) => f.name)] as const;

type FormValues = { past_cohort_id: number; name: string; link: string; description: string; rank: string } & Record<
  SocialField,
  string
>;
type Output = z.output<typeof competitorInput>;

const resolver = zodResolver(competitorInput) as unknown as Resolver<FormValues, unknown, Output>;

const valuesOf = (cohortId: number, c?: Competitor): FormValues => ({
  past_cohort_id: c?.past_cohort_id ?? cohortId,
  name: c?.name ?? '',
  link: c?.link ?? '',
  description: c?.description ?? '',
  rank: c?.rank == null ? '' : String(c.rank),
  website_url: c?.website_url ?? '',
  x_url: c?.x_url ?? '',
  linkedin_url: c?.linkedin_url ?? '',
  facebook_url: c?.facebook_url ?? '',
  youtube_url: c?.youtube_url ?? '',
  instagram_url: c?.instagram_url ?? '',
  tiktok_url: c?.tiktok_url ?? '',
});

type CompetitorFormProps = {
  /** The cohort a new competitor joins. */
  cohortId: number;
  /** The competitor to edit; none to add one. */
  competitor?: Competitor;
  onSaved: (competitor: Competitor) => void;
  onCancel: () => void;
  /** A create failed for a reason the form cannot fix (network, 5xx): back to the list. */
  onCreateFailed: () => void;
};

/**
 * Add / edit a competitor (spec 3 §2.6, §5): Name, Link, Description (rich text, 'Please add a
 * description'), Rank (optional: the order on the top contestants page) and the X, LinkedIn,
 * Facebook, YouTube, Instagram, TikTok and website links. Save stays disabled while invalid.
 */
export function CompetitorForm({ cohortId, competitor, onSaved, onCancel, onCreateFailed }: CompetitorFormProps) {
  const editing = competitor !== undefined;
  const { control, handleSubmit, setError, formState } = useForm<FormValues, unknown, Output>({
    resolver,
    mode: 'all',
    defaultValues: valuesOf(cohortId, competitor),
  });

  useEffect(() => preloadRichTextEditor(), []);

  const { save, pending } = useResourceSave(competitorsClient, {
    editing: competitor,
    setError,
    fields: FIELDS,
    onSaved,
    onCreateFailed,
  });

  return (
    <FormCard
      title={editing ? 'Edit Competitor' : 'Add Competitor'}
      onSubmit={handleSubmit((values) => save(values as CompetitorInput))}
      onCancel={onCancel}
      canSave={formState.isValid}
      pending={pending}
      maxWidth={1000}
    >
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Text control={control} name="name" label="Name" required />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Text
            control={control}
            name="rank"
            label="Rank"
            type="number"
            helper="Optional: the order on the top contestants page (1 first)"
            inputMode="numeric"
          />
        </Grid>
        <Grid size={12}>
          <Text
            control={control}
            name="link"
            label="Link"
            type="url"
            placeholder="https://"
            helper="The venture’s site"
          />
        </Grid>
        <Grid size={12}>
          <Controller
            name="description"
            control={control}
            render={({ field, fieldState }) => (
              // The editor has no blur of its own: leaving it (focus moving out) marks the field touched.
              <Box
                onBlur={(e) => {
                  if (!e.currentTarget.contains(e.relatedTarget as Node | null)) field.onBlur();
                }}
              >
                <LazyRichTextEditor
                  label="Description *"
                  value={field.value}
                  onChange={field.onChange}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                />
              </Box>
            )}
          />
        </Grid>
        <Grid size={12}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Social and web links
          </Typography>
        </Grid>
        {LINK_FIELDS.map((f) => (
          <Grid key={f.name} size={{ xs: 12, sm: 6 }}>
            <Text control={control} name={f.name} label={f.label} type="url" placeholder="https://" />
          </Grid>
        ))}
      </Grid>
    </FormCard>
  );
}

function Text({
  control,
  name,
  label,
  required,
  type,
  placeholder,
  helper,
  inputMode,
}: {
  control: Control<FormValues, unknown, Output>;
  name: Exclude<keyof FormValues, 'past_cohort_id' | 'description'>;
  label: string;
  required?: boolean;
  type?: string;
  placeholder?: string;
  helper?: string;
  inputMode?: 'numeric';
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label={label}
          required={required}
          type={type}
          placeholder={placeholder}
          fullWidth
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helper}
          slotProps={{ htmlInput: { inputMode, min: type === 'number' ? 1 : undefined } }}
        />
      )}
    />
  );
}
