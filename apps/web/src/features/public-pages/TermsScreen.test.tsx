import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../testing/test-utils';
import TermsScreen from './TermsScreen';

beforeEach(() => {
  localStorage.clear();
  mockApi({
    'GET /api/program': () => ({ body: { program: null, application: 0 } }),
    'GET /api/past-cohort': () => ({ body: { data: [] } }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noExplicitAny: removing the stub set above
  delete (Element.prototype as any).scrollIntoView;
});

describe('TermsScreen', () => {
  it('moves to a section and its heading from the table of contents', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    // jsdom has no scrollIntoView; record what would have scrolled.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    renderRoutes([{ path: '/terms-and-conditions', element: <TermsScreen /> }], '/terms-and-conditions');

    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const entries = within(toc).getAllByRole('link');
    expect(entries).toHaveLength(10);
    expect(entries[8]).toHaveTextContent('Governing Law');

    await user.click(within(toc).getByRole('link', { name: 'Eligibility' }));
    const heading = screen.getByRole('heading', { level: 2, name: '3. Eligibility' });
    expect(heading).toHaveFocus();
    expect(scrolled).toEqual([heading]);
  });
});
