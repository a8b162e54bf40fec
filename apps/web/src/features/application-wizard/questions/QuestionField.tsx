import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Answers } from '@portal/contract/applications';
import { MSG } from '@portal/contract/messages';
import {
  type AnyQuestion,
  isShortAnswer,
  type MultiPartQuestion,
  QUESTION_TYPE,
  type QuestionOption,
} from '@portal/contract/questions';
import { type ElementType, memo, type ReactNode, useEffect, useId } from 'react';
import { HelperWithCount } from '../../../components/form-fields/CharacterCount';
import { LazyRichTextEditor, preloadRichTextEditor } from '../../../components/LazyRichTextEditor';
import { visuallyHidden } from '../../../components/visually-hidden';
import { answerLength, errorKey } from './validation';
import { type AnswerChange, hasOtherChosen } from './visibility';

/** The element id of the place where an error key's input lives (for scrolling and focus). */
export const answerAnchorId = (key: string) => `answer-${key}`;

/** The longest 'Please specify' text (the contract's limit). */
const OTHER_MAX = 500;

export type QuestionFieldProps = {
  question: AnyQuestion;
  /** Its display number: '5', or '5.1' for a child question. */
  label: string;
  answers: Answers;
  /** Messages by error key (`question_<id>`, `part_<id>`, `other_<id>`). */
  errors: Record<string, string>;
  onChange: (change: AnswerChange) => void;
  disabled?: boolean;
};

const ids = (...list: (string | false | undefined | null)[]) => list.filter(Boolean).join(' ') || undefined;

/** "5. Question text *": the asterisk is for the eye; screen readers hear "(required)". */
export function QuestionHeading({
  component,
  id,
  htmlFor,
  label,
  text,
  required,
}: {
  component: ElementType;
  id: string;
  htmlFor?: string;
  label: string;
  text: string;
  required: boolean;
}) {
  return (
    <Typography
      component={component}
      id={id}
      htmlFor={htmlFor}
      sx={{
        display: 'block',
        p: 0,
        mb: 0.5,
        fontWeight: 600,
        fontSize: '1rem',
        lineHeight: 1.5,
        color: 'text.primary',
        // MUI colours a focused or failed legend; the question stays readable in ink.
        '&.Mui-focused, &.Mui-error': { color: 'text.primary' },
      }}
    >
      <Box component="span" sx={{ color: 'primary.main' }}>
        {label}.
      </Box>{' '}
      {text}
      {required && (
        <>
          {' '}
          <Box component="span" aria-hidden="true" sx={{ color: 'error.main' }}>
            *
          </Box>
          <Box component="span" sx={visuallyHidden}>
            (required)
          </Box>
        </>
      )}
    </Typography>
  );
}

export function Description({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <Typography id={id} variant="body2" sx={{ fontStyle: 'italic', color: 'text.secondary', mb: 1 }}>
      {text}
    </Typography>
  );
}

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <FormHelperText id={id} error sx={{ mx: 0, fontSize: '0.875rem' }}>
      {message}
    </FormHelperText>
  );
}

/** Radios and checkboxes get a 44 px touch target. */
const choiceSx: SxProps<Theme> = {
  mr: 0,
  alignItems: 'flex-start',
  '& .MuiRadio-root, & .MuiCheckbox-root': { p: '10px' },
  '& .MuiFormControlLabel-label': { pt: '11px', pb: '9px' },
};

const rowSx: SxProps<Theme> = { flexDirection: { xs: 'column', sm: 'row' }, columnGap: 3 };

/** The 'Please specify' box of a chosen 'Other' (required while shown). */
function OtherField({
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
  const key = errorKey.other(ownerId);
  const value = answers.other[String(ownerId)] ?? '';
  const over = value.trim().length > OTHER_MAX;
  const error = errors[key] ?? (over ? MSG.answerTooLong.replace('{max}', String(OTHER_MAX)) : undefined);
  return (
    <Box id={answerAnchorId(key)} sx={{ mt: 1, mb: 1, pl: { xs: 0, sm: 5 } }}>
      <TextField
        label="Please specify"
        placeholder="Please specify.."
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

function OptionRadios({
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
          label={o.option}
          disabled={disabled}
          sx={choiceSx}
        />
      ))}
    </RadioGroup>
  );
}

function OptionCheckboxes({
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
  return (
    // The fieldset around is the named group; the boxes need no second one.
    <FormGroup sx={row ? rowSx : undefined}>
      {options.map((o) => (
        <FormControlLabel
          key={o.id}
          control={<Checkbox checked={chosen.has(o.id)} onChange={(e) => onToggle(o.id, e.target.checked)} />}
          label={o.option}
          disabled={disabled}
          sx={choiceSx}
        />
      ))}
    </FormGroup>
  );
}

/** A fieldset whose legend is the question (single, multi and multi-part questions). */
function ChoiceFieldset({
  anchor,
  error,
  describedBy,
  children,
}: {
  anchor: string;
  error: boolean;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <FormControl
      component="fieldset"
      id={answerAnchorId(anchor)}
      error={error}
      fullWidth
      aria-describedby={describedBy}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      {children}
    </FormControl>
  );
}

function OpenEndedInput({
  question: q,
  answers,
  errors,
  onChange,
  disabled,
  headingId,
  descId,
  inputId,
}: InputProps & { inputId: string }) {
  const key = errorKey.question(q.id);
  const error = errors[key];
  const value = answers.open_ended[String(q.id)] ?? '';
  const short = isShortAnswer(q.length);
  const count = q.length != null ? `${answerLength(q, value)} / ${q.length} characters` : undefined;
  useEffect(() => {
    if (!short) preloadRichTextEditor();
  }, [short]);
  const over = q.length != null && answerLength(q, value) > q.length;
  // Past the limit the text stays as typed, in red with the server's message, rather than cut.
  const tooLong = over && q.length != null ? MSG.answerTooLong.replace('{max}', String(q.length)) : undefined;

  if (short) {
    const helper =
      q.length != null ? (
        <HelperWithCount text={error ?? tooLong} length={answerLength(q, value)} max={q.length} />
      ) : (
        error
      );
    return (
      <Box id={answerAnchorId(key)}>
        <TextField
          id={inputId}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange({ kind: 'text', id: q.id, value: e.target.value })}
          error={!!error || over}
          helperText={helper}
          fullWidth
          slotProps={{
            htmlInput: {
              required: q.required === 1,
              'aria-labelledby': headingId,
              'aria-describedby': ids(descId, helper && `${inputId}-helper-text`),
            },
          }}
        />
      </Box>
    );
  }
  return (
    <Box id={answerAnchorId(key)}>
      <LazyRichTextEditor
        value={value}
        onChange={(html) => onChange({ kind: 'text', id: q.id, value: html })}
        labelledBy={headingId}
        describedBy={descId}
        required={q.required === 1}
        disabled={disabled}
        error={!!error || over}
        helperText={error ?? (tooLong ? `${tooLong} · ${count}` : count)}
      />
    </Box>
  );
}

type InputProps = Omit<QuestionFieldProps, 'label'> & { headingId: string; descId?: string };

function PartFields({
  question: q,
  part,
  answers,
  errors,
  onChange,
  disabled,
}: Omit<InputProps, 'headingId' | 'descId'> & { part: MultiPartQuestion }) {
  const partHeadingId = useId();
  const errId = useId();
  const key = errorKey.part(part.id);
  const error = errors[key];
  const single = q.question_type_id === QUESTION_TYPE.multiPartSingleSelect;
  const required = q.required === 1;
  return (
    <FormControl
      component="fieldset"
      id={answerAnchorId(key)}
      error={!!error}
      fullWidth
      aria-describedby={single ? undefined : ids(error && errId)}
      sx={{ border: 0, m: 0, p: 0, mt: 1.5, minWidth: 0 }}
    >
      <Typography
        component="legend"
        id={partHeadingId}
        sx={{ p: 0, fontWeight: 500, color: 'text.primary', fontSize: '0.95rem' }}
      >
        {part.question}
      </Typography>
      {single ? (
        <OptionRadios
          row
          name={`part-${part.id}`}
          labelledBy={partHeadingId}
          describedBy={ids(error && errId)}
          required={required}
          options={part.multi_part_options}
          value={answers.multi_part_single_select[String(part.id)]}
          onPick={(optionId) => onChange({ kind: 'partSingle', id: q.id, partId: part.id, optionId })}
          disabled={disabled}
          error={!!error}
        />
      ) : (
        <OptionCheckboxes
          row
          options={part.multi_part_options}
          value={answers.multi_part_multi_select[String(part.id)]}
          onToggle={(optionId, checked) =>
            onChange({ kind: 'partMulti', id: q.id, partId: part.id, optionId, checked })
          }
          disabled={disabled}
        />
      )}
      <ErrorText id={errId} message={error} />
      {hasOtherChosen(answers, q, part) && (
        <OtherField
          ownerId={part.id}
          questionId={q.id}
          partId={part.id}
          answers={answers}
          errors={errors}
          onChange={onChange}
          disabled={disabled}
        />
      )}
    </FormControl>
  );
}

/**
 * One question (spec 1 §2.15 "Question rendering"): its number, a required marker, the italic
 * description, and the input of its type: a line or rich text (open ended, by length), radios
 * (single select), checkboxes (multi select), or each part with its options (multi part); a
 * chosen 'Other' asks 'Please specify'. Errors show next to the input they are about.
 */
export const QuestionField = memo(QuestionFieldView, sameQuestionProps);

/** The answers and errors that concern one question, as a comparable text. */
function concerning(q: AnyQuestion, answers: Answers, errors: Record<string, string>): string {
  const own = String(q.id);
  const parts = q.multi_part_questions.map((p) => String(p.id));
  return JSON.stringify([
    answers.open_ended[own],
    answers.single_select[own],
    answers.multi_select[own],
    parts.map((p) => [answers.multi_part_single_select[p], answers.multi_part_multi_select[p], answers.other[p]]),
    answers.other[own],
    [errorKey.question(q.id), errorKey.other(q.id)].map((k) => errors[k]),
    q.multi_part_questions.map((p) => [errors[errorKey.part(p.id)], errors[errorKey.other(p.id)]]),
  ]);
}

/** A question re-renders only when its own answers or errors change (typing stays quick on a phone). */
function sameQuestionProps(a: QuestionFieldProps, b: QuestionFieldProps): boolean {
  return (
    a.question === b.question &&
    a.label === b.label &&
    a.disabled === b.disabled &&
    a.onChange === b.onChange &&
    concerning(a.question, a.answers, a.errors) === concerning(b.question, b.answers, b.errors)
  );
}

function QuestionFieldView(props: QuestionFieldProps) {
  const { question: q, label, answers, errors, onChange, disabled } = props;
  const headingId = useId();
  const descId = useId();
  const errId = useId();
  const inputId = useId();
  const required = q.required === 1;
  const described = q.description ? descId : undefined;
  const key = errorKey.question(q.id);
  const error = errors[key];

  if (q.question_type_id === QUESTION_TYPE.openEnded) {
    return (
      <Box>
        {/* A line is labelled by a <label>; the rich-text editor (no input) by the heading's id. */}
        <QuestionHeading
          component={isShortAnswer(q.length) ? 'label' : 'div'}
          htmlFor={isShortAnswer(q.length) ? inputId : undefined}
          id={headingId}
          label={label}
          text={q.question}
          required={required}
        />
        <Description id={descId} text={q.description} />
        <OpenEndedInput {...props} headingId={headingId} descId={described} inputId={inputId} />
      </Box>
    );
  }

  const legend = (
    <QuestionHeading component="legend" id={headingId} label={label} text={q.question} required={required} />
  );

  if (q.question_type_id === QUESTION_TYPE.singleSelect || q.question_type_id === QUESTION_TYPE.multiSelect) {
    const single = q.question_type_id === QUESTION_TYPE.singleSelect;
    // The description and the error describe the radio group, or the fieldset of the checkboxes.
    const describedBy = ids(described, error && errId);
    return (
      <ChoiceFieldset anchor={key} error={!!error} describedBy={single ? undefined : describedBy}>
        {legend}
        <Description id={descId} text={q.description} />
        {single ? (
          <OptionRadios
            name={`question-${q.id}`}
            labelledBy={headingId}
            describedBy={describedBy}
            required={required}
            options={q.multi_choice_options}
            value={answers.single_select[String(q.id)]}
            onPick={(optionId) => onChange({ kind: 'single', id: q.id, optionId })}
            disabled={disabled}
            error={!!error}
          />
        ) : (
          <OptionCheckboxes
            options={q.multi_choice_options}
            value={answers.multi_select[String(q.id)]}
            onToggle={(optionId, checked) => onChange({ kind: 'multi', id: q.id, optionId, checked })}
            disabled={disabled}
          />
        )}
        <ErrorText id={errId} message={error} />
        {hasOtherChosen(answers, q) && (
          <OtherField
            ownerId={q.id}
            questionId={q.id}
            answers={answers}
            errors={errors}
            onChange={onChange}
            disabled={disabled}
          />
        )}
      </ChoiceFieldset>
    );
  }

  // Multi-part single or multi select: each part a group of its own.
  return (
    <ChoiceFieldset anchor={key} error={!!error} describedBy={ids(described, error && errId)}>
      {legend}
      <Description id={descId} text={q.description} />
      <ErrorText id={errId} message={error} />
      {q.multi_part_questions.map((part) => (
        <PartFields
          key={part.id}
          question={q}
          part={part}
          answers={answers}
          errors={errors}
          onChange={onChange}
          disabled={disabled}
        />
      ))}
    </ChoiceFieldset>
  );
}
