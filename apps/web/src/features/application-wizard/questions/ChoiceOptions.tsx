import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import type { Answers } from '@portal/contract/applications';
import { MSG } from '@portal/contract/messages';
import type { QuestionOption } from '@portal/contract/questions';
import { useTranslation } from 'react-i18next';
import { HelperWithCount } from '../../../components/form-fields/CharacterCount';
import { answerAnchorId } from './QuestionFrame';
import { useQuestionText } from './question-text';
import { errorKey } from './validation';
import type { AnswerChange } from './visibility';

/** The longest 'Please specify' text (the contract's limit). */
const OTHER_MAX = 500;

/** Radios and checkboxes get a 44 px touch target. */
const choiceSx: SxProps<Theme> = {
  mr: 0,
  alignItems: 'flex-start',
  '& .MuiRadio-root, & .MuiCheckbox-root': { p: '10px' },
  '& .MuiFormControlLabel-label': { pt: '11px', pb: '9px' },
};

const rowSx: SxProps<Theme> = { flexDirection: { xs: 'column', sm: 'row' }, columnGap: 3 };

/** The 'Please specify' box of a chosen 'Other' (required while shown). */
export function OtherField({
  ownerId,
  questionId,
  partId,
  answers,
  errors,
  onChange,
  disabled,
}: {
  ownerId: number;
  questionId: number;
  partId?: number;
  answers: Answers;
  errors: Record<string, string>;
  onChange: (change: AnswerChange) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const key = errorKey.other(ownerId);
  const value = answers.other[String(ownerId)] ?? '';
  const over = value.trim().length > OTHER_MAX;
  const error = errors[key] ?? (over ? MSG.answerTooLong.replace('{max}', String(OTHER_MAX)) : undefined);
  return (
    <Box id={answerAnchorId(key)} sx={{ mt: 1, mb: 1, pl: { xs: 0, sm: 5 } }}>
      <TextField
        label={t('wizard.pleaseSpecify')}
        placeholder={t('wizard.pleaseSpecifyPlaceholder')}
        required
        size="small"
        fullWidth
        disabled={disabled}
        value={value}
        onChange={(e) => onChange({ kind: 'other', id: questionId, partId, value: e.target.value })}
        error={!!error}
        helperText={<HelperWithCount text={error} length={value.trim().length} max={OTHER_MAX} />}
      />
    </Box>
  );
}

export function OptionRadios({
  name,
  labelledBy,
  describedBy,
  required,
  options,
  value,
  onPick,
  disabled,
  error,
  row,
}: {
  /** Options side by side from the tablet width up (the short scales of multi-part questions). */
  row?: boolean;
  name: string;
  labelledBy: string;
  describedBy?: string;
  required: boolean;
  options: QuestionOption[];
  value: number | undefined;
  onPick: (optionId: number) => void;
  disabled?: boolean;
  error: boolean;
}) {
  const text = useQuestionText();
  return (
    <RadioGroup
      name={name}
      value={value === undefined ? '' : String(value)}
      onChange={(_e, v) => onPick(Number(v))}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      aria-invalid={error || undefined}
      sx={row ? rowSx : undefined}
    >
      {options.map((o) => (
        <FormControlLabel
          key={o.id}
          value={String(o.id)}
          control={<Radio />}
          label={text(o.option, o.option_sw)}
          disabled={disabled}
          sx={choiceSx}
        />
      ))}
    </RadioGroup>
  );
}

export function OptionCheckboxes({
  options,
  value,
  onToggle,
  disabled,
  row,
}: {
  row?: boolean;
  options: QuestionOption[];
  value: number[] | undefined;
  onToggle: (optionId: number, checked: boolean) => void;
  disabled?: boolean;
}) {
  const chosen = new Set(value ?? []);
  const text = useQuestionText();
  return (
    // The fieldset around is the named group; the boxes need no second one.
    <FormGroup sx={row ? rowSx : undefined}>
      {options.map((o) => (
        <FormControlLabel
          key={o.id}
          control={<Checkbox checked={chosen.has(o.id)} onChange={(e) => onToggle(o.id, e.target.checked)} />}
          label={text(o.option, o.option_sw)}
          disabled={disabled}
          sx={choiceSx}
        />
      ))}
    </FormGroup>
  );
}
