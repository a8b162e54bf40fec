import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import Language from '@mui/icons-material/Language';
import LinkedIn from '@mui/icons-material/LinkedIn';
import MusicNote from '@mui/icons-material/MusicNote';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type Network = 'website' | 'x' | 'linkedin' | 'facebook' | 'youtube' | 'instagram' | 'tiktok';

export type SocialLinkSet = Partial<Record<Network, string | null | undefined>>;

type Label = (t: TFunction, name: string) => string;
const on =
  (network: string): Label =>
  (t, name) =>
    t('social.on', { name, network });

const NETWORKS: { key: Network; icon: typeof Language; label: Label }[] = [
  { key: 'website', icon: Language, label: (t, name) => t('social.website', { name }) },
  { key: 'x', icon: X, label: on('X') },
  { key: 'linkedin', icon: LinkedIn, label: on('LinkedIn') },
  { key: 'facebook', icon: Facebook, label: on('Facebook') },
  { key: 'youtube', icon: YouTube, label: on('YouTube') },
  { key: 'instagram', icon: Instagram, label: on('Instagram') },
  // MUI has no TikTok glyph; a music note is the usual stand-in.
  { key: 'tiktok', icon: MusicNote, label: on('TikTok') },
];

/**
 * The link to open, or null. These addresses are typed by founders and staff: anything but http(s)
 * (a `javascript:` URL above all) is dropped, and a bare `www.example.com` gets https.
 */
export function safeExternalUrl(value: string | null | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A row of icon links to a person's or venture's website and social accounts, each only when present. */
export function SocialLinks({
  links,
  name,
  size = 'medium',
}: {
  links: SocialLinkSet;
  name: string;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const present = NETWORKS.flatMap((n) => {
    const href = safeExternalUrl(links[n.key]);
    return href ? [{ ...n, href }] : [];
  });
  if (present.length === 0) return null;

  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={t('social.links', { name })}
      sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', gap: size === 'small' ? 0.25 : 0.5 }}
    >
      {present.map(({ key, icon: Icon, label, href }) => (
        <li key={key}>
          <IconButton
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label(t, name)}
            title={label(t, name)}
            size={size}
            color="primary"
          >
            <Icon fontSize={size === 'small' ? 'small' : 'medium'} />
          </IconButton>
        </li>
      ))}
    </Stack>
  );
}
