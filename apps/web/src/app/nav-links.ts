import { tk } from '../lib/i18n/i18n';
import { consoleHome } from './console/console-nav';

/** Public navigation of the header and the drawer (the Cohort link and Past Cohorts menu are built apart). */
export const PUBLIC_NAV = {
  about: { labelKey: tk('nav.about'), to: '/about' },
  after: [
    { labelKey: tk('nav.news'), to: '/news-feed' },
    { labelKey: tk('nav.stories'), to: '/stories' },
    { labelKey: tk('nav.gallery'), to: '/gallery' },
    { labelKey: tk('nav.team'), to: '/team' },
    { labelKey: tk('nav.faqs'), to: '/FAQs' },
  ],
} as const;

export interface AccountLink {
  /** The catalogue key of its label. */
  labelKey: string;
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
    { labelKey: tk('nav.profile'), to: '/profile' },
    ...(home && !inConsole ? [{ labelKey: tk('nav.staffConsole'), to: home, console: true }] : []),
  ];
}
