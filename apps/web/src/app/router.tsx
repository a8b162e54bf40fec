import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { Loading } from '../components/Loading';
import HomeScreen from '../features/home/HomeScreen';
import type { ShellHandle } from './layouts';
import { RootLayout, SiteLayout } from './layouts';
import NotFoundScreen from './NotFoundScreen';
import RedirectorScreen from './RedirectorScreen';
import { RequireAuth } from './RequireAuth';
import { RouteErrorScreen } from './RouteErrorScreen';

// Public pages (`prerender`) arrive from the server as HTML with their content (entry-server.tsx);
// signed-in screens are rendered by the browser.
const transparent: ShellHandle = { header: 'transparent', prerender: true };
const solid: ShellHandle = { header: 'solid' };

/** A lazily loaded screen module with a default export. */
const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * A signed-in screen behind its permission gate (components/RequirePermission.tsx): the no-access
 * screen for a user holding none of `anyOf`. The gate is a parent route; like the screen, its code
 * loads on demand, so that public pages stay light.
 */
const gated = (anyOf: readonly string[], route: RouteObject): RouteObject => ({
  lazy: async () => {
    const { RequirePermission } = await import('../components/RequirePermission');
    return { element: <RequirePermission anyOf={anyOf} /> };
  },
  children: [route],
});

/**
 * The routes of spec 1 §2.1 built so far. Routes of later issues are added as they are built;
 * until then they show the not-found screen.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    // Shown while a lazily loaded route opened directly (a bookmarked /team) fetches its code.
    hydrateFallbackElement: <Loading />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { index: true, element: <HomeScreen />, handle: transparent },
          {
            path: 'about',
            lazy: screen(() => import('../features/public-pages/AboutScreen')),
            handle: { ...transparent, titleKey: 'nav.about' },
          },
          {
            path: 'cohort-8',
            lazy: screen(() => import('../features/public-pages/CohortScreen')),
            handle: { ...transparent, titleKey: 'nav.cohort' },
          },
          // Paths match regardless of case, so this one route serves /faqs as well.
          {
            path: 'FAQs',
            lazy: screen(() => import('../features/public-pages/FaqsScreen')),
            handle: { ...transparent, titleKey: 'nav.faqs' },
          },
          {
            path: 'terms-and-conditions',
            lazy: screen(() => import('../features/public-pages/TermsScreen')),
            handle: { ...transparent, titleKey: 'terms.title' },
          },
          {
            path: 'team',
            lazy: screen(() => import('../features/team/TeamScreen')),
            handle: { ...transparent, titleKey: 'nav.team' },
          },
          {
            path: 'trainers',
            lazy: screen(() => import('../features/team/TrainersScreen')),
            handle: { ...transparent, titleKey: 'team.trainers.title' },
          },
          {
            path: 'coaches',
            lazy: screen(() => import('../features/team/CoachesScreen')),
            handle: { ...transparent, titleKey: 'team.coaches.title' },
          },
          {
            path: 'news-feed',
            lazy: screen(() => import('../features/news-feed/NewsFeedScreen')),
            handle: { ...transparent, titleKey: 'nav.news' },
          },
          {
            path: 'stories',
            lazy: screen(() => import('../features/stories/StoriesScreen')),
            handle: { ...transparent, titleKey: 'nav.stories' },
          },
          {
            path: 'gallery',
            lazy: screen(() => import('../features/galleries/GalleryScreen')),
            handle: { ...transparent, titleKey: 'nav.gallery' },
          },
          {
            path: 'past-cohorts/:slug',
            lazy: screen(() => import('../features/past-cohorts/PastCohortScreen')),
            handle: { ...transparent, titleKey: 'pageTitle.pastCohort' },
          },
          {
            // Signed out, it shows a sign-in card instead of the wizard: not behind RequireAuth.
            path: 'cohort-8/apply-now',
            lazy: screen(() => import('../features/application-wizard/ApplyNowScreen')),
            handle: { ...solid, prerender: true, titleKey: 'wizard.apply' },
          },
          {
            path: 'cohort-8-top',
            lazy: screen(() => import('../features/past-cohorts/TopContestantsScreen')),
            handle: { ...transparent, titleKey: 'pageTitle.topContestants' },
          },
        ],
      },
      {
        // Signed-in area: the console for staff, the site's frame for founders (SignedInLayout);
        // code-split so that public pages stay light.
        element: <RequireAuth />,
        children: [
          {
            lazy: screen(() => import('./SignedInLayout')),
            handle: solid,
            children: [
              gated(['dashboard_view'], {
                path: 'dashboard',
                lazy: screen(() => import('../features/dashboard/DashboardScreen')),
                handle: { title: 'Dashboard' },
              }),
              gated(['program_view'], {
                path: 'programs',
                lazy: screen(() => import('../features/programs/ProgramsScreen')),
                handle: { title: 'Programmes' },
              }),
              gated(['user_view'], {
                path: 'users',
                lazy: screen(() => import('../features/users/UsersScreen')),
                handle: { title: 'Users' },
              }),
              gated(['role_view'], {
                path: 'roles',
                lazy: screen(() => import('../features/roles/RolesScreen')),
                handle: { title: 'Roles' },
              }),
              {
                path: 'profile',
                lazy: screen(() => import('../features/profile/ProfileScreen')),
                handle: { title: 'Profile' },
              },
              gated(['question_view'], {
                path: 'questions',
                lazy: screen(() => import('../features/questions/QuestionsScreen')),
                handle: { title: 'Questions' },
              }),
              gated(['Question_view'], {
                path: 'question',
                lazy: screen(() => import('../features/questions/QuestionsScreen')),
                handle: { title: 'Questions' },
              }),
              gated(['story_view'], {
                path: 'story-admin',
                lazy: screen(() => import('../features/stories/StoriesAdminScreen')),
                handle: { title: 'Stories' },
              }),
              gated(['team_view'], {
                path: 'team-admin',
                lazy: screen(() => import('../features/team/TeamAdminScreen')),
                handle: { title: 'Team' },
              }),
              gated(['news_feed_view'], {
                path: 'news-feed-admin',
                lazy: screen(() => import('../features/news-feed/NewsFeedAdminScreen')),
                handle: { title: 'News' },
              }),
              gated(['gallery_view'], {
                path: 'gallery-admin',
                lazy: screen(() => import('../features/galleries/GalleriesAdminScreen')),
                handle: { title: 'Gallery' },
              }),
              gated(['past_cohort_view'], {
                path: 'cohort-admin',
                lazy: screen(() => import('../features/past-cohorts/PastCohortsAdminScreen')),
                handle: { title: 'Past Cohorts' },
              }),
              gated(['application_view'], {
                path: 'applications',
                lazy: screen(() => import('../features/applications/ApplicationsScreen')),
                handle: { title: 'Applications' },
              }),
              gated(['group_view'], {
                path: 'groups',
                lazy: screen(() => import('../features/groups/GroupsScreen')),
                handle: { title: 'Rating and Selection Centre' },
              }),
              gated(['contact_us_view'], {
                path: 'contact-us-admin',
                lazy: screen(() => import('../features/contact/ContactInboxScreen')),
                handle: { title: 'Contact Messages' },
              }),
              gated(['log_view'], {
                path: 'logs',
                lazy: screen(() => import('../features/logs/LogsScreen')),
                handle: { title: 'Logs' },
              }),
              gated(['announcement_view'], {
                path: 'announcements',
                lazy: screen(() => import('../features/notices/AnnouncementsScreen')),
                handle: { title: 'Founder Mails' },
              }),
              gated(['sent_mail_view'], {
                path: 'sent-mail',
                lazy: screen(() => import('../features/notices/SentMailScreen')),
                handle: { title: 'Sent Mail' },
              }),
              gated(['application_view'], {
                path: 'track-applications',
                lazy: screen(() => import('../features/track-applications/TrackApplicationsScreen')),
                handle: { title: 'Track Applications' },
              }),
            ],
          },
        ],
      },
      { path: 'redirector', element: <RedirectorScreen /> },
      { path: 'reset-password/:token', lazy: screen(() => import('./ResetPasswordScreen')) },
      { path: 'activate/:token', lazy: screen(() => import('./ActivateScreen')) },
      // A deadline reminder's opt-out link (issue 19): no sign-in needed.
      { path: 'reminders/stop/:token', lazy: screen(() => import('../features/notices/ReminderOptOutScreen')) },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

/**
 * Loads the code of the lazy routes that match `pathname` and puts it in the route tree, so that the
 * router starts ready and hydrating a server-rendered page renders it at once (a route still lazy
 * would render the hydrate fallback instead of the server's HTML).
 */
export async function loadRoutesOf(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
