import { SOCIAL_FIELDS, type SocialField } from '@portal/contract/common-values';
import { SOCIAL_FIELD_LABELS } from '../../components/form-fields/social-fields';
import type { SocialLinkSet } from '../../components/SocialLinks';

type WithRoles = { team_member_roles: { team_role: { name: string } }[] };
type WithLinks = {
  website_url: string | null;
  x_url: string | null;
  linkedin_url: string | null;
  facebook_url: string | null;
  youtube_url: string | null;
  instagram_url: string | null;
  tiktok_url: string | null;
};

/** The member's role names, as the API sorts them. */
export const roleNames = (m: WithRoles) => m.team_member_roles.map((r) => r.team_role.name);

/** 'Trainer, Coach' (cards, list cells). */
export const rolesLine = (m: WithRoles) => roleNames(m).join(', ');

/** The links of SocialLinks from a member's URL fields. */
export const socialLinksOf = (m: WithLinks): SocialLinkSet => ({
  website: m.website_url,
  x: m.x_url,
  linkedin: m.linkedin_url,
  facebook: m.facebook_url,
  youtube: m.youtube_url,
  instagram: m.instagram_url,
  tiktok: m.tiktok_url,
});

/** 'Njeri Wambui' -> 'NW' (the avatar of a member without a picture). One implementation: lib/format. */
export { initialsOf } from '../../lib/format';

/** The website and social link fields, in the spec's order (spec 3 §3). */
export const LINK_FIELDS: { name: SocialField; label: string }[] = SOCIAL_FIELDS.map((name) => ({
  name,
  label: SOCIAL_FIELD_LABELS[name],
}));
