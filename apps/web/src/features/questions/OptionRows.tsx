import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { QuestionPayload } from '@portal/contract/questions';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { type Control, get, type Path, useFieldArray, useFormState } from 'react-hook-form';
import { FormTextField } from '../../components/form-fields/FormTextField';
import {
  newOption,
  newPart,
  type OPTIONS,
  type OptionValue,
  PARTS,
  type PartValue,
  type QuestionFormValues,
} from './question-form-values';

type FormControl = Control<QuestionFormValues, unknown, QuestionPayload>;
type OptionsName = typeof OPTIONS | `${typeof PARTS}.${number}.options`;

const ANSWERED_OPTION = 'Has answers: it can be renamed, not removed';
const ANSWERED_PART = 'Has answers: it can be renamed, not removed';

/**
 * An English text with its optional Swahili text beside it (below it on a phone): the wizard shows
 * the Swahili one to applicants who chose Swahili, and the English one while it is blank.
 */
export function WithSwahili({
  control,
  name,
  label,
  helperText,
  multiline,
  children,
}: {
  control: FormControl;
  name: Path<QuestionFormValues>;
  label: string;
  helperText?: string;
  multiline?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flex: 1, minWidth: 0 }}>
      {children}
      <FormTextField
        control={control}
        name={name}
        label={label}
        helperText={helperText}
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
      />
    </Stack>
  );
}

/** The message of a list as a whole ('Add at least 2 options'), wherever the resolver put it. */
function ListError({ control, name, id }: { control: FormControl; name: string; id: string }) {
  const { errors } = useFormState({ control, name: name as never });
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.root?.message ?? error?.message;
  if (!message) return null;
  return (
    <FormHelperText id={id} error sx={{ mx: 0 }} role="alert">
      {message}
    </FormHelperText>
  );
}

/**
 * After Add, the new row's text field takes the focus (keyboard users type on at once): `added()`
 * marks the next render's last row of `container` as the one to focus.
 */
function useFocusAdded(count: number) {
  const container = useRef<HTMLDivElement>(null);
  const pending = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the list has grown by the added row.
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    const rows = container.current?.querySelectorAll<HTMLElement>(':scope > [data-row]');
    rows?.[rows.length - 1]?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [count]);
  return {
    container,
    added: () => {
      pending.current = true;
    },
  };
}

/** Fills an empty list once when it appears (a type with options was just chosen). */
function useSeed(length: number, seed: () => void) {
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current) return;
    seeded.current = true;
    if (length === 0) seed();
    // Only on mount: later an empty list is the user's choice (and an error says so).
  }, [length, seed]);
}

type OptionRowsProps = {
  control: FormControl;
  name: OptionsName;
  /** Ids of the stored options that have answers: they cannot be removed. */
  answered: ReadonlySet<number>;
  /** 'Options', or 'Options of sub-question 2'. */
  legend: string;
  /** How many empty rows a new list starts with. */
  start: number;
};

/** The option rows of a question or a sub-question: a text each, Remove, and Add Option. */
export function OptionRows({ control, name, answered, legend, start }: OptionRowsProps) {
  const { fields, append, remove } = useFieldArray({ control, name, keyName: 'key' });
  const addRef = useRef<HTMLButtonElement>(null);
  const errorId = useId();
  const focus = useFocusAdded(fields.length);
  useSeed(fields.length, () => append(Array.from({ length: start }, newOption), { shouldFocus: false }));

  return (
    <Box component="fieldset" aria-describedby={errorId} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
        {legend}
      </Typography>
      <Stack spacing={1.5} ref={focus.container}>
        {fields.map((field, i) => {
          const option = field as unknown as OptionValue & { key: string };
          const locked = option.id !== null && answered.has(option.id);
          return (
            <Stack key={option.key} data-row direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <WithSwahili control={control} name={`${name}.${i}.value_sw`} label={`Swahili option ${i + 1}`}>
                <FormTextField
                  control={control}
                  name={`${name}.${i}.value`}
                  label={`Option ${i + 1}`}
                  required
                  helperText={locked ? ANSWERED_OPTION : undefined}
                />
              </WithSwahili>
              <Tooltip title={locked ? ANSWERED_OPTION : `Remove option ${i + 1}`}>
                <span>
                  <IconButton
                    aria-label={`Remove option ${i + 1}`}
                    disabled={locked}
                    onClick={() => {
                      remove(i);
                      addRef.current?.focus();
                    }}
                    sx={{ mt: 1 }}
                  >
                    <DeleteIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
          );
        })}
      </Stack>
      <ListError control={control} name={name} id={errorId} />
      <Button
        ref={addRef}
        startIcon={<AddIcon />}
        onClick={() => {
          focus.added();
          append(newOption(), { shouldFocus: false });
        }}
        sx={{ mt: 1 }}
      >
        Add Option
      </Button>
    </Box>
  );
}

type PartRowsProps = {
  control: FormControl;
  type: number | '';
  answeredParts: ReadonlySet<number>;
  answeredOptions: ReadonlySet<number>;
};

/** The sub-questions of a multi-part question, each with its options. */
export function PartRows({ control, type, answeredParts, answeredOptions }: PartRowsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: PARTS, keyName: 'key' });
  const addRef = useRef<HTMLButtonElement>(null);
  const errorId = useId();
  const focus = useFocusAdded(fields.length);
  useSeed(fields.length, () => append(newPart(type), { shouldFocus: false }));

  return (
    <Box component="fieldset" aria-describedby={errorId} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
        Sub-questions
      </Typography>
      <Stack spacing={2} ref={focus.container}>
        {fields.map((field, i) => {
          const part = field as unknown as PartValue & { key: string };
          const locked = part.id !== null && answeredParts.has(part.id);
          return (
            <Paper key={part.key} data-row variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
              <Stack spacing={2}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <WithSwahili
                    control={control}
                    name={`${PARTS}.${i}.value_sw`}
                    label={`Swahili sub-question ${i + 1}`}
                  >
                    <FormTextField
                      control={control}
                      name={`${PARTS}.${i}.value`}
                      label={`Sub-question ${i + 1}`}
                      required
                      helperText={locked ? ANSWERED_PART : undefined}
                    />
                  </WithSwahili>
                  <Tooltip title={locked ? ANSWERED_PART : `Remove sub-question ${i + 1}`}>
                    <span>
                      <IconButton
                        aria-label={`Remove sub-question ${i + 1}`}
                        disabled={locked}
                        onClick={() => {
                          remove(i);
                          addRef.current?.focus();
                        }}
                        sx={{ mt: 1 }}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Stack>
                <Box sx={{ pl: { xs: 1, sm: 2 } }}>
                  <OptionRows
                    control={control}
                    name={`${PARTS}.${i}.options`}
                    answered={answeredOptions}
                    legend={`Options of sub-question ${i + 1}`}
                    start={0}
                  />
                </Box>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <ListError control={control} name={PARTS} id={errorId} />
      <Button
        ref={addRef}
        startIcon={<AddIcon />}
        onClick={() => {
          focus.added();
          append(newPart(type), { shouldFocus: false });
        }}
        sx={{ mt: 1 }}
      >
        Add Sub-question
      </Button>
    </Box>
  );
}
