import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

/** The frame of an admin screen inside the shell's <main>: width and breathing room. */
export function AdminPage({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      {children}
    </Container>
  );
}
