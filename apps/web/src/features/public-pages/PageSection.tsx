import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A titled band of a public page: a landmark named by its h2, on white or on the page's tint. */
export function PageSection({
  title,
  intro,
  tinted,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  tinted?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ py: { xs: 5, md: 8 }, bgcolor: tinted ? 'background.default' : 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Typography
          id={id}
          component="h2"
          variant="h4"
          sx={{ mb: intro ? 1.5 : 3, fontSize: { xs: '1.6rem', md: '2.125rem' } }}
        >
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760, fontSize: '1.05rem' }}>
            {intro}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}

/** A list of facts with check marks (eligibility, terms, benefits). */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25, maxWidth: 860 }}>
      {items.map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
          <CheckCircle color="secondary" fontSize="small" sx={{ mt: '3px', flexShrink: 0 }} />
          <Typography component="span">{item}</Typography>
        </Box>
      ))}
    </Box>
  );
}
