import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** What an empty value reads in the application detail (spec 2 §2.1). */
export const NA = 'N/A';

/** A titled part of a sub-tab ('C-Suite Members', 'Certificates'), named by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Names as chips (sectors, customer locations, countries), or N/A. */
export function NameChips({ names }: { names: string[] }) {
  if (names.length === 0) return <>{NA}</>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {names.map((name) => (
        <Box
          component="li"
          key={name}
          sx={{
            px: 1.25,
            py: 0.25,
            borderRadius: 4,
            bgcolor: 'action.selected',
            typography: 'body2',
          }}
        >
          {name}
        </Box>
      ))}
    </Box>
  );
}
