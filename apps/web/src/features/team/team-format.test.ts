import { describe, expect, it } from 'vitest';
import { rolesLine, socialLinksOf } from './team-format';

describe('a team member as shown', () => {
  it('lists the roles in the order given', () => {
    const member = { team_member_roles: [{ team_role: { name: 'Trainer' } }, { team_role: { name: 'Coach' } }] };
    expect(rolesLine(member)).toBe('Trainer, Coach');
    expect(rolesLine({ team_member_roles: [] })).toBe('');
  });

  it('maps the URL fields to the social links, empty ones included', () => {
    expect(
      socialLinksOf({
        website_url: 'https://a.example',
        x_url: null,
        linkedin_url: 'https://linkedin.com/in/a',
        facebook_url: null,
        youtube_url: null,
        instagram_url: null,
        tiktok_url: null,
      }),
    ).toEqual({
      website: 'https://a.example',
      x: null,
      linkedin: 'https://linkedin.com/in/a',
      facebook: null,
      youtube: null,
      instagram: null,
      tiktok: null,
    });
  });
});
