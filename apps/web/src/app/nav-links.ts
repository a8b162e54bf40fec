/** Public navigation of the header and the drawer (the Cohort link and Past Cohorts menu are built apart). */
export const PUBLIC_NAV = {
  about: { label: 'About', to: '/about' },
  after: [
    { label: 'News', to: '/news-feed' },
    { label: 'Stories', to: '/stories' },
    { label: 'Gallery', to: '/gallery' },
    { label: 'Team', to: '/team' },
    { label: 'FAQs', to: '/FAQs' },
  ],
} as const;

export interface AdminLink {
  label: string;
  to: string;
  /** Needed permission; none means any signed-in user. */
  permission?: string;
}

/** The user menu's links and their permissions, as spec 1 §6 lists them. */
export const ADMIN_LINKS: readonly AdminLink[] = [
  { label: 'Profile', to: '/profile' },
  { label: 'Dashboard', to: '/dashboard', permission: 'dashboard_view' },
  { label: 'Roles', to: '/roles', permission: 'role_view' },
  { label: 'Logs', to: '/logs', permission: 'log_view' },
  { label: 'Users', to: '/users', permission: 'user_view' },
  { label: 'Questions', to: '/questions', permission: 'question_view' },
  { label: 'Programs', to: '/programs', permission: 'program_view' },
  { label: 'Applications', to: '/applications', permission: 'application_view' },
  { label: 'Track Applications', to: '/track-applications', permission: 'application_view' },
  { label: 'Rating and Selection Centre', to: '/groups', permission: 'group_view' },
  { label: 'Contact Messages', to: '/contact-us-admin', permission: 'contact_us_view' },
  { label: 'News Feed', to: '/news-feed-admin', permission: 'news_feed_view' },
  { label: 'Stories', to: '/story-admin', permission: 'story_view' },
  { label: 'Gallery', to: '/gallery-admin', permission: 'gallery_view' },
  { label: 'Team', to: '/team-admin', permission: 'team_view' },
  { label: 'Past Cohorts', to: '/cohort-admin', permission: 'past_cohort_view' },
  { label: 'Question', to: '/question', permission: 'Question_view' },
];

export const visibleAdminLinks = (can: (p: string) => boolean) =>
  ADMIN_LINKS.filter((l) => !l.permission || can(l.permission));
