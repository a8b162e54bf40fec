import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';

/**
 * A staff screen's title: one style on every console screen (issue 18). `ref` lets a screen move
 * the focus to its heading after a change of view, for screen readers.
 */
export function PageHeading({ children, ref }: { children: ReactNode; ref?: Ref<HTMLHeadingElement> }) {
  return (
    <Typography
      ref={ref}
      variant="h5"
      component="h1"
      tabIndex={ref ? -1 : undefined}
      sx={{ fontWeight: 700, overflowWrap: 'anywhere', outline: 'none' }}
    >
      {children}
    </Typography>
  );
}
