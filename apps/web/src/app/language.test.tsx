import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../lib/i18n/locale';
import { programme } from '../testing/fixtures/programme';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../testing/test-utils';
import { routes } from './router';

// The header's language switch (issue 19): every visible string follows, the choice is kept.
const openProgramme = programme(1);
const publicApi = {
  'GET /api/program': () => ({ body: openProgramme }),
  'GET /api/past-cohort': () => ({ body: { data: [] } }),
} as const;

beforeEach(() => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: forgets the cookie storeLocale writes.
  document.cookie = 'locale=; Max-Age=0; Path=/';
});
// Every test starts in English, whatever the one before chose.
afterEach(() => applyLocale('en'));

describe('the language switch', () => {
  it('turns the page to Swahili, sets <html lang> and remembers the choice in this browser', async () => {
    const user = userEvent.setup();
    mockApi(publicApi);
    renderRoutes(routes, '/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Change language to\s*Kiswahili/ }));

    const swNav = await screen.findByRole('navigation', { name: 'Menyu kuu' });
    expect(within(swNav).getByRole('link', { name: 'Kuhusu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anza Sasa' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('sw');
    expect(localStorage.getItem('locale')).toBe('sw');
    // And in the cookie the server renders public pages by.
    expect(document.cookie).toMatch(/(^|; )locale=sw(;|$)/);
    // And back: the switch names English now.
    await user.click(screen.getByRole('button', { name: /^Badilisha lugha iwe\s*English/ }));
    expect(await screen.findByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toMatch(/(^|; )locale=en(;|$)/);
  });

  it("stores a signed-in user's choice on her account", async () => {
    const user = userEvent.setup();
    signInAs();
    const api = mockApi({
      ...publicApi,
      'GET /api/get-user': () => ({ body: makeUser([], { locale: 'en' }) }),
      'PUT /api/locale': () => ({ body: { locale: 'sw' } }),
    });
    renderRoutes(routes, '/');
    await user.click(await screen.findByRole('button', { name: /^Change language to\s*Kiswahili/ }));
    await waitFor(() => expect(calls(api, 'PUT /api/locale')).toHaveLength(1));
    const [, init] = calls(api, 'PUT /api/locale')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ locale: 'sw' });
    // The browser's cookie says the same, so her next public page comes from the server in it.
    expect(document.cookie).toMatch(/(^|; )locale=sw(;|$)/);
  });

  it('shows a validation message in Swahili, by its contract key', async () => {
    const user = userEvent.setup();
    mockApi(publicApi);
    localStorage.setItem('locale', 'sw');
    renderRoutes(routes, '/');
    await user.click(await screen.findByRole('button', { name: 'Anza Sasa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ingia' });
    await user.click(within(dialog).getByRole('button', { name: 'Ingia' }));
    // MSG.emailRequired ('E-mail is required') comes from the contract's schema, in English.
    expect(await within(dialog).findByText('Barua pepe inahitajika')).toBeInTheDocument();
    expect(within(dialog).queryByText('E-mail is required')).not.toBeInTheDocument();
  });
});
