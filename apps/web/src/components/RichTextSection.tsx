import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { RichTextView } from './RichTextView';

/** A show view's rich text (a bio, a body) as a section named by its heading. */
export function RichTextSection({ heading, html }: { heading: string; html: string | null | undefined }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <RichTextView html={html} />
    </Box>
  );
}
