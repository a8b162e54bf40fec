import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { richTextIsEmpty } from '@portal/contract/common-values';
import { useId } from 'react';
import { RichTextView } from './RichTextView';

/**
 * A show view's rich text (a bio, a body) as a section named by its heading. `emptyText` is shown
 * when the text has nothing visible ('N/A' in application details); by default nothing is.
 */
export function RichTextSection({
  heading,
  html,
  emptyText,
}: {
  heading: string;
  html: string | null | undefined;
  emptyText?: string;
}) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      {emptyText !== undefined && richTextIsEmpty(html) ? (
        <Typography>{emptyText}</Typography>
      ) : (
        <RichTextView html={html} />
      )}
    </Box>
  );
}
