/**
 * Hidden from sight, read by screen readers (MUI's visuallyHidden, as an `sx` value). Pixels are
 * strings: MUI's `sx` reads a bare 1 as 100%.
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
