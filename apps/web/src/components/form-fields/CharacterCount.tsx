import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../visually-hidden';

/** The number of characters of `value` a limit counts (what the server's `.trim().max()` sees). */
export const countedLength = (value: unknown) => (typeof value === 'string' ? value.trim().length : 0);

/**
 * A field's helper line with its live "n / max" counter on the right. It goes in MUI's
 * helperText, which the input names in `aria-describedby`; text past the limit is kept (the
 * counter and the field turn red) so that nothing is cut without the writer seeing it.
 */
export function HelperWithCount({ text, length, max }: { text?: ReactNode; length: number; max: number }) {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{text}</span>
      {/* Joins the two for a screen reader; a flex container shows no space between its items. */}{' '}
      <Box
        component="span"
        sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums', color: length > max ? 'error.main' : undefined }}
      >
        {`${length} / ${max} `}
        <Box component="span" sx={visuallyHidden}>
          {t('form.characters')}
        </Box>
      </Box>
    </Box>
  );
}

/** The message of a text over its limit, as the server words it. */
export const overLimitMessage = (max: number) => `Maximum ${max} characters`;
