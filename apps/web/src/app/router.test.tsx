import { MSG } from '@portal/contract/messages';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi, renderRoutes, signInAs } from '../test-utils';
import { routes } from './router';

beforeEach(() => {
  localStorage.clear();
  mockApi({
    'GET /api/program': () => ({ body: { program: null, application: 0 } }),
    'GET /api/past-cohort': () => ({ body: { data: [] } }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('public routes', () => {
  it('serves the FAQs at /FAQs and /faqs', async () => {
    renderRoutes(routes, '/faqs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
  });
});

describe('signed-in routes: the permission gate', () => {
  const asUser = (permissions: string[]) => {
    signInAs();
    mockApi({
      'GET /api/get-user': () => ({ body: makeUser(permissions) }),
      'GET /api/question': () => ({ body: { data: [], current_page: 1, per_page: 10, total: 0, last_page: 1 } }),
    });
  };

  it('shows the no-access screen on a screen the user may not open', async () => {
    asUser(['question_view']);
    renderRoutes(routes, '/logs');
    expect(await screen.findByText(MSG.noAccess)).toBeInTheDocument();
  });

  it('opens /question, the questions screen, with Question_view', async () => {
    asUser(['Question_view']);
    renderRoutes(routes, '/question');
    expect(await screen.findByText('No Question Found')).toBeInTheDocument();
    expect(screen.queryByText(MSG.noAccess)).not.toBeInTheDocument();
  });
});
