import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import HomeScreen from '../features/home/HomeScreen';
import { Loading } from './Loading';
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
          { path: 'about', lazy: screen(() => import('../features/public-pages/AboutScreen')), handle: transparent },
          {
            path: 'cohort-8',
            lazy: screen(() => import('../features/public-pages/CohortScreen')),
            handle: transparent,
          },
          // Paths match regardless of case, so this one route serves /faqs as well.
          { path: 'FAQs', lazy: screen(() => import('../features/public-pages/FaqsScreen')), handle: transparent },
          {
            path: 'terms-and-conditions',
            lazy: screen(() => import('../features/public-pages/TermsScreen')),
            handle: transparent,
          },
          { path: 'team', lazy: screen(() => import('../features/team/TeamScreen')), handle: transparent },
          { path: 'trainers', lazy: screen(() => import('../features/team/TrainersScreen')), handle: transparent },
          { path: 'coaches', lazy: screen(() => import('../features/team/CoachesScreen')), handle: transparent },
          {
            path: 'news-feed',
            lazy: screen(() => import('../features/news-feed/NewsFeedScreen')),
            handle: transparent,
          },
          { path: 'stories', lazy: screen(() => import('../features/stories/StoriesScreen')), handle: transparent },
          { path: 'gallery', lazy: screen(() => import('../features/galleries/GalleryScreen')), handle: transparent },
          {
            path: 'past-cohorts/:slug',
            lazy: screen(() => import('../features/past-cohorts/PastCohortScreen')),
            handle: transparent,
          },
          {
            // Signed out, it shows a sign-in card instead of the wizard: not behind RequireAuth.
            path: 'cohort-8/apply-now',
            lazy: screen(() => import('../features/application-wizard/ApplyNowScreen')),
            handle: { ...solid, prerender: true },
          },
          {
            path: 'cohort-8-top',
            lazy: screen(() => import('../features/past-cohorts/TopContestantsScreen')),
            handle: transparent,
          },
          {
            // Signed-in area: admin screens are code-split so that public pages stay light.
            element: <RequireAuth />,
            handle: solid,
            children: [
              { path: 'dashboard', lazy: screen(() => import('../features/dashboard/DashboardScreen')) },
              { path: 'programs', lazy: screen(() => import('../features/programs/ProgramsScreen')) },
              { path: 'users', lazy: screen(() => import('../features/users/UsersScreen')) },
              { path: 'roles', lazy: screen(() => import('../features/roles/RolesScreen')) },
              { path: 'profile', lazy: screen(() => import('../features/profile/ProfileScreen')) },
              { path: 'questions', lazy: screen(() => import('../features/questions/QuestionsScreen')) },
              { path: 'question', lazy: screen(() => import('../features/questions/QuestionScreen')) },
              { path: 'story-admin', lazy: screen(() => import('../features/stories/StoriesAdminScreen')) },
              { path: 'team-admin', lazy: screen(() => import('../features/team/TeamAdminScreen')) },
              { path: 'news-feed-admin', lazy: screen(() => import('../features/news-feed/NewsFeedAdminScreen')) },
              { path: 'gallery-admin', lazy: screen(() => import('../features/galleries/GalleriesAdminScreen')) },
              { path: 'cohort-admin', lazy: screen(() => import('../features/past-cohorts/PastCohortsAdminScreen')) },
              { path: 'applications', lazy: screen(() => import('../features/applications/ApplicationsScreen')) },
              { path: 'groups', lazy: screen(() => import('../features/groups/GroupsScreen')) },
              { path: 'contact-us-admin', lazy: screen(() => import('../features/contact/ContactInboxScreen')) },
              { path: 'logs', lazy: screen(() => import('../features/logs/LogsScreen')) },
              {
                path: 'track-applications',
                lazy: screen(() => import('../features/track-applications/TrackApplicationsScreen')),
              },
            ],
          },
        ],
      },
      { path: 'redirector', element: <RedirectorScreen /> },
      { path: 'reset-password/:token', lazy: screen(() => import('./ResetPasswordScreen')) },
      { path: 'activate/:token', lazy: screen(() => import('./ActivateScreen')) },
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
