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
  // Issue 19: the mails founders get when their application moves, and the list of sent mail.
  announcement: ['announcement_view', 'announcement_edit'],
  sentMail: ['sent_mail_view'],
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

/** What each permission's subject is called on screen (the code names stay the contract's). */
const SUBJECTS: Record<string, string> = {
  team: 'team members',
  gallery: 'galleries',
  album: 'gallery albums',
  program: 'programmes',
  story: 'stories',
  video: 'story videos',
  news_feed: 'news',
  past_cohort: 'past cohorts',
  competitor: 'past-cohort ventures',
  contact_us: 'contact messages',
  user: 'users',
  role: 'roles',
  log: 'the logs',
  dashboard: 'the dashboard',
  application: 'applications',
  question: 'questions',
  group: 'judging groups',
  group_venture: 'ventures in judging groups',
  user_group: 'judges in judging groups',
  announcement: 'stage-move mails to founders',
  sent_mail: 'sent mail',
};

const ACTIONS: Record<string, string> = {
  view: 'See',
  create: 'Add',
  edit: 'Edit',
  archive: 'Delete',
  activate: 'Activate',
  deactivate: 'Deactivate',
  review: 'Move between stages:',
  mark_read: 'Mark as read:',
  mark_unread: 'Mark as unread:',
};

const SPECIAL: Record<string, string> = {
  contact_us_create: 'Send contact messages',
  group_assign_venture: 'Assign ventures to judging groups',
  Question_view: 'See questions (second menu link, /question)',
};

/**
 * A permission as people read it ("See applications", "Add news"); the permission pickers show it
 * with the code name beside it. Unknown names are answered as they are.
 */
export function permissionLabel(name: string): string {
  if (SPECIAL[name]) return SPECIAL[name];
  for (const [action, verb] of Object.entries(ACTIONS)) {
    if (!name.endsWith(`_${action}`)) continue;
    const subject = SUBJECTS[name.slice(0, -(action.length + 1))];
    if (subject) return `${verb} ${subject}`;
  }
  return name;
}
