export interface ConsoleLink {
  label: string;
  to: string;
  /** The permission the spec gates the route with (spec 1 §6). */
  permission: string;
}

export interface ConsoleGroup {
  /** Empty for the group at the top, which needs no heading. */
  label: string;
  links: readonly ConsoleLink[];
}

/**
 * The staff console's side navigation, grouped by what people do (issue 18). Every screen of the
 * spec's user menu is here, under the same route and permission; Profile and Sign Out stay in the
 * avatar menu. The icons are in ConsoleNav.tsx: the public header reads this list too, and its code
 * stays light.
 */
export const CONSOLE_NAV: readonly ConsoleGroup[] = [
  { label: '', links: [{ label: 'Dashboard', to: '/dashboard', permission: 'dashboard_view' }] },
  {
    label: 'Applications',
    links: [
      { label: 'Pipeline', to: '/applications', permission: 'application_view' },
      { label: 'Tracking', to: '/track-applications', permission: 'application_view' },
      { label: 'Questions', to: '/questions', permission: 'question_view' },
      // The same screen under the spec's second route, for roles that hold only Question_view.
      { label: 'Questions', to: '/question', permission: 'Question_view' },
    ],
  },
  {
    label: 'Judging',
    links: [{ label: 'Rating and Selection Centre', to: '/groups', permission: 'group_view' }],
  },
  {
    label: 'Content',
    links: [
      { label: 'Programmes', to: '/programs', permission: 'program_view' },
      { label: 'News', to: '/news-feed-admin', permission: 'news_feed_view' },
      { label: 'Stories', to: '/story-admin', permission: 'story_view' },
      { label: 'Gallery', to: '/gallery-admin', permission: 'gallery_view' },
      { label: 'Team', to: '/team-admin', permission: 'team_view' },
      { label: 'Past Cohorts', to: '/cohort-admin', permission: 'past_cohort_view' },
    ],
  },
  {
    label: 'Inbox',
    links: [{ label: 'Contact Messages', to: '/contact-us-admin', permission: 'contact_us_view' }],
  },
  {
    label: 'Mail',
    links: [
      { label: 'Founder Mails', to: '/announcements', permission: 'announcement_view' },
      { label: 'Sent Mail', to: '/sent-mail', permission: 'sent_mail_view' },
    ],
  },
  {
    label: 'Administration',
    links: [
      { label: 'Users', to: '/users', permission: 'user_view' },
      { label: 'Roles', to: '/roles', permission: 'role_view' },
      { label: 'Logs', to: '/logs', permission: 'log_view' },
    ],
  },
];

/** The groups and links `can` allows; a group with none is left out. */
export function consoleGroups(can: (permission: string) => boolean): ConsoleGroup[] {
  return CONSOLE_NAV.map((group) => {
    const links = group.links.filter((l) => can(l.permission));
    // One Questions entry: /questions when both routes are allowed.
    const deduped = links.filter((l) => l.to !== '/question' || !links.some((o) => o.to === '/questions'));
    return { ...group, links: deduped };
  }).filter((group) => group.links.length > 0);
}

/** Where the console opens for this person, or null for someone with no staff screen (a founder). */
export function consoleHome(can: (permission: string) => boolean): string | null {
  return consoleGroups(can)[0]?.links[0]?.to ?? null;
}
