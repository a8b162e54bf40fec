import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STAR_MAX, starsLabel } from '@portal/contract/judging';
import { useId } from 'react';
import { visuallyHidden } from './visually-hidden';

type StarRatingProps = {
  /** 0.5 to 5 in half steps; null while unrated. */
  value: number | null;
  /** Omit (or `readOnly`) for a read-only display. */
  onChange?: (value: number | null) => void;
  readOnly?: boolean;
  /** The accessible name: the criterion's name. */
  label: string;
  /** The radio group's name (unique on the page). */
  name?: string;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium' | 'large';
};

const starText = (v: number) => `${v} ${v === 1 ? 'Star' : 'Stars'}`;

/**
 * Five stars in half steps (spec 2 §2.1, §9) with the value beside them as `3.5/5`, or `-/5` while
 * unrated. As an input it is MUI's Rating: a group of radio buttons, one per half star, that the
 * arrow keys move through and that each announce "3.5 Stars"; the group is named after the
 * criterion and announces the value and the error through aria-describedby. Read-only it is an
 * image named "3.5 of 5 stars" (or "Not rated").
 */
export function StarRating({
  value,
  onChange,
  readOnly,
  label,
  name,
  error,
  helperText,
  size = 'medium',
}: StarRatingProps) {
  const id = useId();
  const valueId = `${id}-value`;
  const helpId = `${id}-help`;
  const shown = starsLabel(value);
  const still = readOnly || !onChange;
  const valueText = (
    <Typography
      id={valueId}
      component="span"
      variant="body2"
      sx={{ fontWeight: 600, minWidth: '3.5em', fontVariantNumeric: 'tabular-nums' }}
      aria-hidden={still ? true : undefined}
    >
      {shown}
    </Typography>
  );
  return (
    <div>
      {still ? (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Rating
            value={value}
            precision={0.5}
            max={STAR_MAX}
            readOnly
            size={size}
            aria-label={value ? `${label}: ${value} of ${STAR_MAX} stars` : `${label}: not rated`}
          />
          {valueText}
        </Stack>
      ) : (
        // A fieldset named after the criterion: entering its radios announces the name, the
        // checked radio its value ("3.5 Stars"), and the description the x/5 and any error.
        <Stack
          component="fieldset"
          direction="row"
          spacing={1.5}
          useFlexGap
          aria-describedby={helperText ? `${valueId} ${helpId}` : valueId}
          aria-invalid={error || undefined}
          sx={{ border: 0, p: 0, m: 0, minWidth: 0, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Box component="legend" sx={visuallyHidden}>
            {label}
          </Box>
          <Rating
            name={name ?? id}
            value={value}
            precision={0.5}
            max={STAR_MAX}
            size={size}
            onChange={(_e, v) => onChange(v)}
            getLabelText={starText}
            sx={error ? { '& .MuiRating-iconEmpty': { color: 'error.main' } } : undefined}
          />
          {valueText}
        </Stack>
      )}
      {helperText && (
        <FormHelperText id={helpId} error={error}>
          {helperText}
        </FormHelperText>
      )}
    </div>
  );
}
