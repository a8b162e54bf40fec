import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { BRAND } from './theme';

/** The brand's banner background, shared by the home page's hero and every other public page's banner. */
export const BANNER_BACKGROUND = {
  background: `radial-gradient(circle at 85% 20%, rgba(216,27,96,0.55), transparent 45%), linear-gradient(135deg, ${BRAND.footer} 0%, ${BRAND.primaryDark} 45%, ${BRAND.primary} 100%)`,
  // A solid colour under the gradient: white text stays readable where gradients don't paint.
  backgroundColor: BRAND.primaryDark,
  color: '#fff',
} as const;

/**
 * The hero banner at the top of a public page: the page's one h1, an optional subtitle and
 * optional actions. Its top padding clears the fixed header that is transparent over it.
 */
export function PageBanner({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Box
      component="section"
      aria-labelledby={id}
      data-testid="page-banner"
      sx={{ ...BANNER_BACKGROUND, pt: { xs: 12, md: 17 }, pb: { xs: 5, md: 8 } }}
    >
      <Container maxWidth="lg">
        <Typography
          id={id}
          component="h1"
          sx={{
            fontSize: { xs: '2rem', sm: '2.5rem', md: '3.25rem' },
            fontWeight: 800,
            lineHeight: 1.15,
            overflowWrap: 'break-word',
          }}
        >
          {title}
        </Typography>
        {subtitle && (
          <Typography sx={{ mt: 1.5, maxWidth: 760, fontSize: { xs: '1.05rem', md: '1.2rem' } }}>{subtitle}</Typography>
        )}
        {children && (
          <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>{children}</Box>
        )}
      </Container>
    </Box>
  );
}
