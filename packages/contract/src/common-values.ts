// No zod here: public pages import these, and common.ts's schemas would put zod into their
// first load. common.ts re-exports them.

/** Rich text counts as empty when it holds no visible text (an editor leaves `<p></p>`). */
export const richTextIsEmpty = (html: string | null | undefined) =>
  !html ||
  (html
    .replace(/<(?!img)[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '' &&
    !/<img\s/i.test(html));

/** The social and web links shared by team members and competitors (spec 3 §3). */
export const SOCIAL_FIELDS = [
  'website_url',
  'x_url',
  'linkedin_url',
  'facebook_url',
  'youtube_url',
  'instagram_url',
  'tiktok_url',
] as const;
export type SocialField = (typeof SOCIAL_FIELDS)[number];
