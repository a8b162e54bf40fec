import type { PublicCompetitor } from '@portal/contract/past-cohorts';
import type { SocialLinkSet } from '../../components/SocialLinks';

/** A competitor's social links as SocialLinks takes them; `only` limits the networks shown. */
export function socialLinksOf(
  c: Pick<
    PublicCompetitor,
    'website_url' | 'x_url' | 'linkedin_url' | 'facebook_url' | 'youtube_url' | 'instagram_url' | 'tiktok_url'
  >,
  only?: readonly (keyof SocialLinkSet)[],
): SocialLinkSet {
  const all: SocialLinkSet = {
    website: c.website_url,
    x: c.x_url,
    linkedin: c.linkedin_url,
    facebook: c.facebook_url,
    youtube: c.youtube_url,
    instagram: c.instagram_url,
    tiktok: c.tiktok_url,
  };
  if (!only) return all;
  return Object.fromEntries(only.map((k) => [k, all[k]])) as SocialLinkSet;
}

/** The icons of the public cohort cards (spec 1 §2.13): facebook, x, instagram, linkedin, website, youtube. */
export const CARD_NETWORKS = ['facebook', 'x', 'instagram', 'linkedin', 'website', 'youtube'] as const;
