import { z } from 'zod';
import {
  flag,
  id,
  imageUrls,
  isoTimestamp,
  optionalEmail,
  optionalText,
  requiredRichText,
  requiredText,
  socialLinks,
  socialLinksInput,
} from './common';
import { MSG } from './messages';

// The wording and page sizes live in team-text.ts, without zod, for the public team pages.
export {
  COACH_ROLE,
  TEAM_PUBLIC_PER_PAGE,
  TEAM_ROLE_NAMES,
  TEAM_TEXT,
  TRAINER_ROLE,
  TRAINERS_COACHES_LIMIT,
} from './team-text';

/** A role id that is not among the team roles (the picker offers only known ones). */
export const UNKNOWN_TEAM_ROLE = 'Pick the roles from the list.';

export const teamRole = z.object({ id: z.number().int(), name: z.string() });
export type TeamRole = z.infer<typeof teamRole>;

export const teamMember = z
  .object({
    id: z.number().int(),
    name: z.string(),
    bio: z.string(),
    image: z.string().nullable(),
    email_address: z.string().nullable(),
    phone_number: z.string().nullable(),
    active: flag,
    created_at: isoTimestamp,
    updated_at: isoTimestamp,
    team_member_roles: z.array(z.object({ team_role_id: z.number().int(), team_role: teamRole })),
  })
  .extend(socialLinks.shape)
  .extend(imageUrls.shape);
export type TeamMember = z.infer<typeof teamMember>;

/** What the public pages see: no contact details. */
export const publicTeamMember = teamMember.omit({
  email_address: true,
  phone_number: true,
  active: true,
  updated_at: true,
});
export type PublicTeamMember = z.infer<typeof publicTeamMember>;

/** `POST /api/team`, `PUT /api/team/{id}` (spec 3 §5, §7). */
export const teamMemberInput = z
  .object({
    name: requiredText(150),
    bio: requiredRichText(MSG.bioRequired),
    email_address: optionalEmail,
    phone_number: optionalText(30),
    roles: z.array(id, { error: MSG.rolePickRequired }).min(1, MSG.rolePickRequired).max(20),
  })
  .extend(socialLinksInput.shape);
export type TeamMemberInput = z.input<typeof teamMemberInput>;
export type TeamMemberValues = z.output<typeof teamMemberInput>;

/** `GET /api/team?type=formData`. */
export const teamFormData = z.object({ teamRoles: z.array(teamRole) });
export type TeamFormData = z.infer<typeof teamFormData>;

/** `GET /api/team?type=trainers` and `?type=coaches`: active members holding that role, by name. */
export const publicTeamMembers = z.object({ data: z.array(publicTeamMember) });
export type PublicTeamMembers = z.infer<typeof publicTeamMembers>;
