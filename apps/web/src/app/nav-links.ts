import { consoleHome } from './console/console-nav';

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

export interface AccountLink {
  label: string;
  to: string;
  /** The console's link: it carries the count of everything waiting (unread messages, new applications). */
  console?: boolean;
}

/**
 * The avatar menu's links (spec 1 §6 listed every screen here; they moved to the console's side
 * navigation): Profile, and the console for staff when they are not in it.
 */
export function accountLinks(can: (permission: string) => boolean, inConsole = false): AccountLink[] {
  const home = consoleHome(can);
  return [
    { label: 'Profile', to: '/profile' },
    ...(home && !inConsole ? [{ label: 'Staff console', to: home, console: true }] : []),
  ];
}
