import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { MSG } from '@portal/contract/messages';
import {
  type AdminQuestion,
  type AnyQuestion,
  hasOptions,
  hasParts,
  minOptions,
  QUESTION_TYPE,
  type Question,
  type QuestionFormData,
  type QuestionPayload,
} from '@portal/contract/questions';
import { useMemo } from 'react';
import { type Control, Controller, type Path, useWatch } from 'react-hook-form';
import { FormSelectField } from '../../components/form-fields/FormSelectField';
import { FormTextField } from '../../components/form-fields/FormTextField';
import { LoadError } from '../../components/LoadError';
import { FormCard } from '../../components/resource-admin/FormCard';
import { type AdminFormProps, useAdminForm } from '../../components/resource-admin/use-admin-form';
import { useAllQuestions } from './api/all-questions';
import { useQuestionFormData } from './api/question-form-data';
import { questionsClient } from './api/questions-client';
import { OptionRows, PartRows, WithSwahili } from './OptionRows';
import { PreviewNote, previewTree, QuestionPreview } from './QuestionPreview';
import {
  emptyQuestionValues,
  FIELD_NAMES,
  OPTIONS,
  previewQuestion,
  type QuestionFormValues,
  questionResolver,
  valuesOf,
} from './question-form-values';

// A create that fails for a reason the form cannot fix returns to the list here too (spec 2 §8).
type QuestionFormProps = AdminFormProps<AdminQuestion> & {
  /** The question to edit; none to create one. */
  question?: AdminQuestion;
};

/**
 * Create / edit a question (spec 2 §2.2, §3, §5). Opening it fetches the form data (question
 * types, possible parents); a failure says "An Error Occurred; Couldn't Get Form Data" with Retry.
 */
export function QuestionForm(props: QuestionFormProps) {
  const formData = useQuestionFormData();
  const title = props.question ? 'Edit Question' : 'Create Question';
  if (formData.isError) {
    return (
      <FormCard title={title} onCancel={props.onCancel}>
        <LoadError message={MSG.formDataFailed} onRetry={() => void formData.refetch()} />
      </FormCard>
    );
  }
  if (!formData.data) {
    return (
      <FormCard title={title} onCancel={props.onCancel}>
        <Stack spacing={2} aria-busy="true">
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={96} />
        </Stack>
      </FormCard>
    );
  }
  return <QuestionFormFields {...props} formData={formData.data} />;
}

const TOP_NUMBER_HELP = 'The order applicants see: 1, 2, 3 …';
const CHILD_NUMBER_HELP = 'The order under its parent: 5.1, 5.2 …';
const PARENT_HELP =
  'A child question shows under its parent when the answer is Yes, Referred by a friend or Yes, all of them.';
const SWAHILI_HELP = 'Optional: applicants who chose Swahili see it; while blank they see the English text.';
const LENGTH_HELP = 'Optional character limit. 25 or fewer (or none): a one-line answer; more: a rich-text answer.';

function QuestionFormFields({ question, formData, ...props }: QuestionFormProps & { formData: QuestionFormData }) {
  const { control, card } = useAdminForm({
    ...props,
    saver: questionsClient,
    record: question,
    title: { add: 'Create Question', edit: 'Edit Question' },
    resolver: questionResolver,
    defaultValues: question ? valuesOf(question) : emptyQuestionValues(),
    fields: FIELD_NAMES as Path<QuestionFormValues>[],
    // An edited question is checked at once, so that Save is enabled when it is valid.
    validateOnEdit: true,
  });
  const [typeValue, parentValue] = useWatch({ control, name: ['question_type_id', 'parent_id'] });
  const type = typeValue === '' ? null : typeValue;

  const answered = (question?.answer_count ?? 0) > 0;
  const hasChildren = (question?.child_count ?? 0) > 0;
  const typeLock = answered ? MSG.questionTypeLocked : hasChildren ? MSG.questionParentMustStaySingle : undefined;
  const parentLock = answered ? MSG.questionParentLocked : hasChildren ? MSG.questionHasChildren : undefined;

  const typeChoices = formData.question_types.map((t) => ({ value: t.id, label: t.name }));
  const parentChoices = formData.parents
    .filter((p) => p.id !== question?.id)
    .map((p) => ({ value: p.id, label: `${p.number}. ${p.question}${p.active ? '' : ' (inactive)'}` }));

  const answeredOptions = useMemo(() => new Set(question?.answered_option_ids ?? []), [question]);
  const answeredParts = useMemo(() => new Set(question?.answered_part_ids ?? []), [question]);
  const answeredPartOptions = useMemo(() => new Set(question?.answered_part_option_ids ?? []), [question]);

  return (
    <Stack spacing={3}>
      <FormCard {...card}>
        <Grid container spacing={2.5}>
          <Grid size={12}>
            <FormSelectField
              control={control}
              name="question_type_id"
              label="Question type"
              options={typeChoices}
              emptyLabel="Choose…"
              required
              disabled={!!typeLock}
              helperText={typeLock}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormTextField
              control={control}
              name="number"
              label="Number"
              type="number"
              inputMode="numeric"
              min={1}
              required
              helperText={parentValue === '' ? TOP_NUMBER_HELP : CHILD_NUMBER_HELP}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 8 }} sx={{ display: 'flex', alignItems: 'flex-start', pt: { sm: 1 } }}>
            <Controller
              control={control}
              name="required"
              render={({ field }) => (
                <FormControlLabel
                  label="Required"
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                      onBlur={field.onBlur}
                      name={field.name}
                      slotProps={{ input: { ref: field.ref } }}
                    />
                  }
                />
              )}
            />
          </Grid>
          <Grid size={12}>
            <WithSwahili
              control={control}
              name="question_sw"
              label="Swahili question"
              helperText={SWAHILI_HELP}
              multiline
            >
              <FormTextField control={control} name="question" label="Question" required multiline minRows={2} />
            </WithSwahili>
          </Grid>
          <Grid size={12}>
            <WithSwahili control={control} name="description_sw" label="Swahili description" multiline>
              <FormTextField
                control={control}
                name="description"
                label="Description"
                multiline
                minRows={2}
                helperText="Optional: shown in italics under the question."
              />
            </WithSwahili>
          </Grid>
          {type === QUESTION_TYPE.openEnded && (
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name="length"
                label="Length (characters)"
                type="number"
                inputMode="numeric"
                min={1}
                helperText={answered ? `${LENGTH_HELP} ${MSG.questionLengthLocked}` : LENGTH_HELP}
              />
            </Grid>
          )}
          <Grid size={{ xs: 12, md: type === QUESTION_TYPE.openEnded ? 6 : 12 }}>
            <FormSelectField
              control={control}
              name="parent_id"
              label="Parent question"
              options={parentChoices}
              emptyLabel="None: a top-level question"
              disabled={!!parentLock}
              helperText={parentLock ?? PARENT_HELP}
            />
          </Grid>
          {hasOptions(type) && (
            <Grid size={12}>
              <OptionRows
                control={control}
                name={OPTIONS}
                answered={answeredOptions}
                legend="Options"
                start={minOptions(type)}
              />
            </Grid>
          )}
          {hasParts(type) && (
            <Grid size={12}>
              <PartRows
                control={control}
                type={type ?? ''}
                answeredParts={answeredParts}
                answeredOptions={answeredPartOptions}
              />
            </Grid>
          )}
        </Grid>
      </FormCard>
      <LivePreview control={control} question={question} />
    </Stack>
  );
}

/** The form's question as applicants would see it, updated as the form changes. */
function LivePreview({
  control,
  question,
}: {
  control: Control<QuestionFormValues, unknown, QuestionPayload>;
  question?: AdminQuestion;
}) {
  const values = useWatch({ control }) as QuestionFormValues;
  const all = useAllQuestions();
  // Rebuilt only when what it shows changes (the preview keeps its answers across renders).
  const liveKey = JSON.stringify(previewQuestion(values, question?.id ?? 0));
  const tree: Question[] | null = useMemo(() => {
    const live = JSON.parse(liveKey) as AnyQuestion | null;
    return live && all.data ? previewTree(all.data, live) : null;
  }, [liveKey, all.data]);
  if (!tree) return null;
  return (
    <QuestionPreview
      maxWidth={900}
      questions={tree}
      notes={
        tree?.[0]?.id !== question?.id &&
        values.parent_id !== '' && (
          <PreviewNote>
            Choose Yes (or another revealing answer) in the parent question to see this child question.
          </PreviewNote>
        )
      }
    />
  );
}
