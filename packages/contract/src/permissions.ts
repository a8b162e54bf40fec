/**
 * Every permission named in §6 of the three spec documents, grouped by area.
 * The seed creates exactly these; the client gates menus and buttons with them and the server
 * checks them on every route.
 */
const crud = <P extends string>(prefix: P) =>
  [
    `${prefix}_view`,
    `${prefix}_create`,
    `${prefix}_edit`,
    `${prefix}_archive`,
    `${prefix}_activate`,
    `${prefix}_deactivate`,
  ] as const;

export const PERMISSION_GROUPS = {
  team: crud('team'),
  gallery: crud('gallery'),
  album: crud('album'),
  program: crud('program'),
  story: crud('story'),
  video: crud('video'),
  newsFeed: crud('news_feed'),
  pastCohort: crud('past_cohort'),
  competitor: crud('competitor'),
  contactUs: [
    'contact_us_view',
    'contact_us_create',
    'contact_us_archive',
    'contact_us_mark_read',
    'contact_us_mark_unread',
  ],
  user: crud('user'),
  role: ['role_view', 'role_create', 'role_edit', 'role_archive'],
  log: ['log_view'],
  dashboard: ['dashboard_view'],
  application: ['application_view', 'application_review', 'application_archive'],
  // `Question_view` (capital Q) gates the second menu link `/question`; the spec keeps both.
  question: [...crud('question'), 'Question_view'],
  group: ['group_view', 'group_create', 'group_edit', 'group_archive'],
  groupVenture: ['group_venture_view', 'group_venture_archive', 'group_assign_venture'],
  userGroup: ['user_group_view', 'user_group_create', 'user_group_archive'],
} as const;

export type Permission = (typeof PERMISSION_GROUPS)[keyof typeof PERMISSION_GROUPS][number];

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSION_GROUPS).flat();

/** Roles that always exist (DESIGN.md "Domain rules"). */
export const ROLE_SYSTEM_ADMIN = 'System Admin';
export const ROLE_JUDGE = 'Judge';
export const ROLE_APPLICANT = 'Applicant';
export const PROTECTED_ROLES = [ROLE_SYSTEM_ADMIN, ROLE_JUDGE] as const;

export const JUDGE_PERMISSIONS: readonly Permission[] = ['group_view', 'group_venture_view'];
export const APPLICANT_PERMISSIONS: readonly Permission[] = ['contact_us_create'];

/**
 * The permissions of a user are the union of their roles'. Kept in this zod-free module so the
 * browser's first page load can use it without the schemas.
 */
export const permissionsOf = (
  user: { roles: readonly { permissions: readonly { name: string }[] }[] } | null | undefined,
): Set<string> => new Set(user?.roles.flatMap((r) => r.permissions.map((p) => p.name)) ?? []);
