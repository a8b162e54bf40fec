import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AdminQuestion, QUESTION_TYPE, type QuestionOption, questionOrder } from '@portal/contract/questions';
import { ActiveChip } from '../../components/ActiveChip';
import { DetailList } from '../../components/DetailList';
import { LoadError } from '../../components/LoadError';
import { ShowPanel } from '../../components/resource-admin/ShowPanel';
import { formatNumericDateTime, yesNo } from '../../lib/format';
import { useAllQuestions } from './api/all-questions';
import { questionsClient } from './api/questions-client';
import { PreviewNote, previewTree, QuestionPreview } from './QuestionPreview';

type QuestionShowProps = {
  id: number;
  /** The list row, shown while the fresh copy loads. */
  initial?: AdminQuestion;
  onEdit: (question: AdminQuestion) => void;
  onBack: () => void;
};

export const questionTitle = (q: AdminQuestion) => `${questionOrder(q)}. ${q.question}`;

const answeredChip = <Chip size="small" label="has answers" variant="outlined" sx={{ ml: 1 }} />;

function OptionList({ options, answered }: { options: QuestionOption[]; answered: ReadonlySet<number> }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {options.map((o) => (
        <li key={o.id}>
          {o.option}
          <InSwahili text={o.option_sw} />
          {answered.has(o.id) && answeredChip}
        </li>
      ))}
    </Box>
  );
}

/** A text's Swahili version after it, when it has one. */
function InSwahili({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <Typography component="span" sx={{ color: 'text.secondary' }}>
      {' · Swahili: '}
      <span lang="sw">{text}</span>
    </Typography>
  );
}

function answersText(n: number) {
  if (n === 0) return 'No answers yet';
  return `Answered by ${n} applicant${n === 1 ? '' : 's'}`;
}

/** The question's details (spec 2 §2.2) with Edit and Log, and the preview of what applicants see. */
export function QuestionShow({ id, initial, onEdit, onBack }: QuestionShowProps) {
  return (
    <ShowPanel
      query={questionsClient.useOne(id, initial)}
      backLabel="Back to Questions"
      onBack={onBack}
      title={questionTitle}
      log={{ model: 'Question', label: questionTitle }}
      edit={{ permission: 'question_edit', onEdit }}
    >
      {(q) => (
        <Stack spacing={3}>
          <QuestionDetails q={q} />
          <ShowPreview q={q} />
        </Stack>
      )}
    </ShowPanel>
  );
}

function QuestionDetails({ q }: { q: AdminQuestion }) {
  const answeredOptions = new Set(q.answered_option_ids);
  const answeredParts = new Set(q.answered_part_ids);
  const answeredPartOptions = new Set(q.answered_part_option_ids);
  return (
    <DetailList
      items={[
        { label: 'Order', value: questionOrder(q) },
        { label: 'Question type', value: q.question_type.name },
        {
          label: 'Parent question',
          value: q.parent ? `${q.parent.number}. ${q.parent.question}` : 'None: a top-level question',
        },
        { label: 'Description', value: q.description },
        {
          label: 'Swahili question',
          value: q.question_sw ? <span lang="sw">{q.question_sw}</span> : 'None: applicants see the English text',
        },
        ...(q.description_sw
          ? [{ label: 'Swahili description', value: <span lang="sw">{q.description_sw}</span> }]
          : []),
        ...(q.question_type_id === QUESTION_TYPE.openEnded
          ? [{ label: 'Length', value: q.length === null ? 'No limit' : `${q.length} characters` }]
          : []),
        { label: 'Required', value: yesNo(q.required) },
        { label: 'Active', value: <ActiveChip active={q.active} /> },
        ...(q.multi_choice_options.length > 0
          ? [{ label: 'Options', value: <OptionList options={q.multi_choice_options} answered={answeredOptions} /> }]
          : []),
        ...(q.multi_part_questions.length > 0
          ? [
              {
                label: 'Sub-questions',
                value: (
                  <Stack spacing={1}>
                    {q.multi_part_questions.map((p) => (
                      <div key={p.id}>
                        <Typography component="span" sx={{ fontWeight: 500 }}>
                          {p.question}
                        </Typography>
                        <InSwahili text={p.question_sw} />
                        {answeredParts.has(p.id) && answeredChip}
                        <OptionList options={p.multi_part_options} answered={answeredPartOptions} />
                      </div>
                    ))}
                  </Stack>
                ),
              },
            ]
          : []),
        ...(q.parent === null ? [{ label: 'Child questions', value: String(q.child_count) }] : []),
        { label: 'Answers', value: answersText(q.answer_count) },
        { label: 'Created', value: formatNumericDateTime(q.created_at) },
        { label: 'Updated', value: formatNumericDateTime(q.updated_at) },
      ]}
    />
  );
}

/** The question as step 3 shows it: a child under its parent (choose a revealing answer to see it). */
function ShowPreview({ q }: { q: AdminQuestion }) {
  const all = useAllQuestions();
  if (all.isError) return <LoadError onRetry={() => void all.refetch()} />;
  if (!all.data) return null;
  const parent = q.parent_id === null ? null : all.data.find((x) => x.id === q.parent_id);
  const notes = [
    q.active === 0 && <PreviewNote key="inactive">This question is inactive: applicants do not see it.</PreviewNote>,
    parent?.active === 0 && (
      <PreviewNote key="parent">Its parent question is inactive: applicants do not see either.</PreviewNote>
    ),
    parent && (
      <PreviewNote key="child">
        A child question shows when the answer to “{parent.question}” is Yes, Referred by a friend or Yes, all of them.
      </PreviewNote>
    ),
  ].filter(Boolean);
  return <QuestionPreview questions={previewTree(all.data, q)} notes={notes.length > 0 ? notes : undefined} />;
}
