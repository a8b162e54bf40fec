import { SOCIAL_FIELDS, type SocialField } from '@portal/contract/common';

/** The labels of the website and social link fields (forms and show views). */
export const SOCIAL_FIELD_LABELS: Record<SocialField, string> = {
  website_url: 'Website',
  x_url: 'X (Twitter)',
  linkedin_url: 'LinkedIn',
  facebook_url: 'Facebook',
  youtube_url: 'YouTube',
  instagram_url: 'Instagram',
  tiktok_url: 'TikTok',
};

/** The link fields' form values: a record's links, '' where it has none. */
export const socialFormValues = (record?: Partial<Record<SocialField, string | null>>): Record<SocialField, string> =>
  Object.fromEntries(SOCIAL_FIELDS.map((f) => [f, record?.[f] ?? ''])) as Record<SocialField, string>;
