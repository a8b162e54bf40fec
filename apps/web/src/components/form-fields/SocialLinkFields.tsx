import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { SOCIAL_FIELDS, type SocialField } from '@portal/contract/common';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './FormTextField';
import { SOCIAL_FIELD_LABELS } from './social-fields';

type SocialLinkFieldsProps<T extends FieldValues, TOutput> = {
  control: Control<T, unknown, TOutput>;
  /** The section's heading ('Website and social links'). */
  heading: string;
  /** The fields in the spec's order of this form (default: SOCIAL_FIELDS). */
  order?: readonly SocialField[];
  /** Labels that differ from SOCIAL_FIELD_LABELS on this form. */
  labels?: Partial<Record<SocialField, string>>;
  /** The heading's level in the form's outline (default h2). */
  headingComponent?: 'h2' | 'h3' | 'h4';
};

/**
 * The website and social link fields (https:// URLs), two a row under their heading: Grid items
 * for the form's own `Grid container`.
 */
export function SocialLinkFields<T extends FieldValues & Record<SocialField, string>, TOutput = T>({
  control,
  heading,
  order = SOCIAL_FIELDS,
  labels,
  headingComponent = 'h2',
}: SocialLinkFieldsProps<T, TOutput>) {
  const { t } = useTranslation();
  return (
    <>
      <Grid size={12}>
        <Typography variant="subtitle1" component={headingComponent} sx={{ fontWeight: 600 }}>
          {heading}
        </Typography>
      </Grid>
      {order.map((name) => (
        <Grid key={name} size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name={name as FieldPath<T>}
            label={
              labels?.[name] ?? (name === 'website_url' ? t('form.social.website_url') : SOCIAL_FIELD_LABELS[name])
            }
            type="url"
            placeholder="https://"
          />
        </Grid>
      ))}
    </>
  );
}
