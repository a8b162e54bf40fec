import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { SOCIAL_FIELDS, type SocialField } from '@portal/contract/common';
import { type Competitor, competitorInput } from '@portal/contract/past-cohorts';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { FormRichTextField } from '../../components/form-fields/FormRichTextField';
import { FormTextField } from '../../components/form-fields/FormTextField';
import { SocialLinkFields } from '../../components/form-fields/SocialLinkFields';
import { socialFormValues } from '../../components/form-fields/social-fields';
import { FormCard } from '../../components/resource-admin/FormCard';
import { type AdminFormProps, useAdminForm } from '../../components/resource-admin/use-admin-form';
import { competitorsClient } from './api/competitors-client';

/** The social and web links of the form in the spec's order (spec 3 §2.6): the website last. */
const LINK_ORDER: readonly SocialField[] = [...SOCIAL_FIELDS.filter((f) => f !== 'website_url'), 'website_url'];

const FIELDS = ['name', 'link', 'description', 'rank', ...SOCIAL_FIELDS] as const;

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
  ...socialFormValues(c),
});

type CompetitorFormProps = AdminFormProps<Competitor> & {
  /** The cohort a new competitor joins. */
  cohortId: number;
  /** The competitor to edit; none to add one. */
  competitor?: Competitor;
};

/**
 * Add / edit a competitor (spec 3 §2.6, §5): Name, Link, Description (rich text, 'Please add a
 * description'), Rank (optional: the order on the top contestants page) and the X, LinkedIn,
 * Facebook, YouTube, Instagram, TikTok and website links. Save stays disabled while invalid.
 */
export function CompetitorForm({ cohortId, competitor, ...props }: CompetitorFormProps) {
  const { control, card } = useAdminForm({
    ...props,
    saver: competitorsClient,
    record: competitor,
    title: { add: 'Add Competitor', edit: 'Edit Competitor' },
    resolver,
    defaultValues: valuesOf(cohortId, competitor),
    fields: FIELDS,
  });

  return (
    <FormCard {...card} maxWidth={1000}>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 8 }}>
          <FormTextField control={control} name="name" label="Name" required />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField
            control={control}
            name="rank"
            label="Rank"
            type="number"
            helperText="Optional: the order on the top contestants page (1 first)"
            inputMode="numeric"
            min={1}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="link"
            label="Link"
            type="url"
            placeholder="https://"
            helperText="The venture’s site"
          />
        </Grid>
        <Grid size={12}>
          <FormRichTextField control={control} name="description" label="Description" required images />
        </Grid>
        <SocialLinkFields control={control} heading="Social and web links" order={LINK_ORDER} labels={{ x_url: 'X' }} />
      </Grid>
    </FormCard>
  );
}
