import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { ReactNode } from 'react';

const richTextSx: SxProps<Theme> = {
  typography: 'body1',
  overflowWrap: 'anywhere',
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& p': { my: 1 },
  '& h1, & h2, & h3, & h4, & h5, & h6': { mt: 2, mb: 1, lineHeight: 1.3, fontWeight: 600 },
  '& h1': { fontSize: '1.75rem' },
  '& h2': { fontSize: '1.5rem' },
  '& h3': { fontSize: '1.25rem' },
  '& h4, & h5, & h6': { fontSize: '1.1rem' },
  '& ul, & ol': { pl: 3, my: 1 },
  '& li > p': { my: 0.25 },
  '& a': { color: 'primary.main', textDecoration: 'underline' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, my: 1, pl: 2, color: 'text.secondary' },
  '& table': { borderCollapse: 'collapse', width: '100%', my: 1 },
  '& th, & td': { border: 1, borderColor: 'divider', p: 0.75, textAlign: 'left', verticalAlign: 'top' },
};

/**
 * Shows stored rich text (news bodies, bios, descriptions, contact messages).
 *
 * Safety: the server sanitises every rich text field on write (DOMPurify allow-list, DESIGN.md
 * "HTML from users"), so what arrives here is the sanitised HTML. This is the ONLY place in the
 * web app allowed to use dangerouslySetInnerHTML; never pass it HTML that did not come from a
 * sanitised field of the API.
 */
export function RichTextView({
  html,
  sx,
  lang,
}: {
  html: string | null | undefined;
  sx?: SxProps<Theme>;
  /** The language of the text when not the page's (lib/i18n `useContentLang`). */
  lang?: string;
}) {
  if (!html) return null;
  return (
    <Box
      className="rich-text"
      lang={lang}
      sx={[richTextSx, ...(Array.isArray(sx) ? sx : [sx])]}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML, see above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Plain text of an HTML fragment, whitespace collapsed (previews, cards, table cells). One implementation: lib/format. */
export { stripHtml } from '../lib/format';

type ClampedTextProps = Omit<TypographyProps, 'children'> & {
  /** Visible lines before the ellipsis (2 for messages, 4 for news and bios). */
  lines: number;
  children: ReactNode;
};

/** Text cut after `lines` lines with an ellipsis; pair with stripHtml for rich text previews. */
export function ClampedText({ lines, children, sx, ...rest }: ClampedTextProps) {
  return (
    <Typography
      {...rest}
      sx={[
        {
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: lines,
          overflow: 'hidden',
          overflowWrap: 'anywhere',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Typography>
  );
}
