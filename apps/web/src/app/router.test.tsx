import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../testing/test-utils';
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
