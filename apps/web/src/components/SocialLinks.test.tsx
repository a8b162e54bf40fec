import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SocialLinks, safeExternalUrl } from './SocialLinks';

describe('SocialLinks', () => {
  it('links only the accounts that are present, in a new tab, named for the owner', () => {
    render(
      <SocialLinks
        name="Jua Kali Labs"
        links={{
          website: 'https://juakali.example',
          linkedin: 'https://www.linkedin.com/company/juakali',
          x: '',
          facebook: null,
          tiktok: 'www.tiktok.com/@juakali',
        }}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      "Jua Kali Labs's website",
      'Jua Kali Labs on LinkedIn',
      'Jua Kali Labs on TikTok',
    ]);
    const linkedIn = screen.getByRole('link', { name: 'Jua Kali Labs on LinkedIn' });
    expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/company/juakali');
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
    // a bare host gets https rather than becoming a path on this site
    expect(screen.getByRole('link', { name: 'Jua Kali Labs on TikTok' })).toHaveAttribute(
      'href',
      'https://www.tiktok.com/@juakali',
    );
  });

  it('renders nothing when no link is present or usable', () => {
    const { container } = render(
      <SocialLinks name="Amina" links={{ x: null, youtube: '  ', instagram: 'javascript:alert(1)' }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('safeExternalUrl', () => {
  it('keeps http(s) addresses and refuses other schemes', () => {
    expect(safeExternalUrl('http://example.com/a')).toBe('http://example.com/a');
    expect(safeExternalUrl(' example.com ')).toBe('https://example.com/');
    expect(safeExternalUrl('JavaScript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,hi')).toBeNull();
    expect(safeExternalUrl(undefined)).toBeNull();
  });
});
