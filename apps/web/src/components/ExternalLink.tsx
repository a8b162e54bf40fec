import Link from '@mui/material/Link';
import { safeExternalUrl } from './SocialLinks';

/**
 * A typed-in address as a link opening in a new tab, or null (for DetailList's '—') when it is
 * empty or not http(s).
 */
export function externalLink(value: string | null | undefined) {
  const href = safeExternalUrl(value);
  return (
    href && (
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {value}
      </Link>
    )
  );
}
