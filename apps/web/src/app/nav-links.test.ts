import { describe, expect, it } from 'vitest';
import { accountLinks } from './nav-links';

const holding =
  (...permissions: string[]) =>
  (permission: string) =>
    permissions.includes(permission);

describe('the avatar menu', () => {
  it('puts the console in the avatar menu for staff outside it, and Profile for everyone', () => {
    expect(accountLinks(holding())).toEqual([{ labelKey: 'nav.profile', to: '/profile' }]);
    expect(accountLinks(holding('contact_us_view'))).toEqual([
      { labelKey: 'nav.profile', to: '/profile' },
      { labelKey: 'nav.staffConsole', to: '/contact-us-admin', console: true },
    ]);
    expect(accountLinks(holding('contact_us_view'), true)).toEqual([{ labelKey: 'nav.profile', to: '/profile' }]);
  });
});
