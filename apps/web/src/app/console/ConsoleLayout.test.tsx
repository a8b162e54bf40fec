import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useNarrowScreen, useWideScreen } from '../../testing/media';
import { makeUser, mockApi, renderRoutes, signInAs } from '../../testing/test-utils';
import { routes } from '../router';

const api = (permissions: string[], first_name = 'Wanjiru') =>
  mockApi({
    'GET /api/get-user': () => ({ body: makeUser(permissions, { first_name, name: `${first_name} Kamau` }) }),
    'GET /api/program': () => ({ body: { program: null, application: 0 } }),
    'GET /api/past-cohort': () => ({ body: { data: [] } }),
    'GET /api/news-feed': () => ({ body: { data: [], current_page: 1, per_page: 10, total: 0, last_page: 1 } }),
    'GET /api/contact-us': () => ({ body: { data: [], total: 0, open: 4, closed: 0 } }),
  });

const navGroups = () => {
  const nav = screen.getByRole('navigation', { name: 'Console' });
  return within(nav)
    .getAllByRole('list')
    .map((list) => ({
      group: document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      links: within(list)
        .getAllByRole('link')
        .map((l) => l.textContent),
    }));
};

describe('the staff console', () => {
  beforeEach(() => {
    useWideScreen();
    localStorage.clear();
  });

  it('shows a content editor the Content group alone, the current screen marked, and no public footer', async () => {
    signInAs();
    api(['news_feed_view', 'story_view', 'gallery_view']);
    renderRoutes(routes, '/news-feed-admin');

    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['News', 'Stories', 'Gallery']);
    expect(within(nav).getByText('Content')).toBeInTheDocument();
    expect(within(nav).queryByText('Administration')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Stories' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View the site/ })).toHaveAttribute('href', '/');
    expect(document.title).toBe('News · Women in Tech Accelerator');
  });

  it('groups every screen by task for an administrator, with the inbox badge', async () => {
    signInAs();
    api([
      'dashboard_view',
      'application_view',
      'question_view',
      'Question_view',
      'group_view',
      'program_view',
      'news_feed_view',
      'story_view',
      'gallery_view',
      'team_view',
      'past_cohort_view',
      'contact_us_view',
      'user_view',
      'role_view',
      'log_view',
    ]);
    renderRoutes(routes, '/profile');
    await screen.findByRole('navigation', { name: 'Console' });
    // The unread count arrives with its own query.
    expect(await screen.findByLabelText('4 unread')).toBeInTheDocument();
    expect(navGroups()).toEqual([
      { group: '', links: ['Dashboard'] },
      { group: 'Applications', links: ['Pipeline', 'Tracking', 'Questions'] },
      { group: 'Judging', links: ['Rating and Selection Centre'] },
      { group: 'Content', links: ['Programmes', 'News', 'Stories', 'Gallery', 'Team', 'Past Cohorts'] },
      { group: 'Inbox', links: ['Contact Messages4'] },
      { group: 'Administration', links: ['Users', 'Roles', 'Logs'] },
    ]);
    expect(screen.getByRole('link', { name: /Contact Messages/ })).toContainElement(screen.getByLabelText('4 unread'));
    expect(document.title).toBe('Profile · Women in Tech Accelerator');
  });

  it('collapses to a rail of named icons and remembers it', async () => {
    const user = userEvent.setup();
    signInAs();
    api(['news_feed_view', 'story_view']);
    renderRoutes(routes, '/story-admin');
    await user.click(await screen.findByRole('button', { name: 'Collapse the menu' }));
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Stories' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByText('Content')).not.toBeInTheDocument();
    expect(localStorage.getItem('console-nav-collapsed')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Expand the menu' }));
    expect(localStorage.getItem('console-nav-collapsed')).toBe('0');
  });

  it('keeps a founder in the site frame: no console, the public footer', async () => {
    signInAs();
    api([]);
    renderRoutes(routes, '/profile');
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
  });

  it('on a phone, opens as a drawer from the top bar and closes once a screen is chosen', async () => {
    const user = userEvent.setup();
    useNarrowScreen();
    signInAs();
    api(['news_feed_view', 'story_view']);
    renderRoutes(routes, '/news-feed-admin');
    expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Open the menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    await user.click(within(nav).getByRole('link', { name: 'Stories' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument());
    await waitFor(() => expect(document.title).toBe('Stories · Women in Tech Accelerator'));
  });
});
