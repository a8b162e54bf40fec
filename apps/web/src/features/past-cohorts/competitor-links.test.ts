import { describe, expect, it } from 'vitest';
import { CARD_NETWORKS, socialLinksOf } from './competitor-links';

const competitor = {
  website_url: 'https://shamba.example',
  x_url: 'https://x.com/shamba',
  linkedin_url: null,
  facebook_url: 'https://facebook.com/shamba',
  youtube_url: null,
  instagram_url: null,
  tiktok_url: 'https://tiktok.com/@shamba',
};

describe("a competitor's social links", () => {
  it('maps every URL field, or only the networks asked for', () => {
    expect(socialLinksOf(competitor)).toMatchObject({
      website: 'https://shamba.example',
      tiktok: 'https://tiktok.com/@shamba',
    });
    // The public cohort cards show no TikTok.
    expect(socialLinksOf(competitor, CARD_NETWORKS)).toEqual({
      facebook: 'https://facebook.com/shamba',
      x: 'https://x.com/shamba',
      instagram: null,
      linkedin: null,
      website: 'https://shamba.example',
      youtube: null,
    });
  });
});
