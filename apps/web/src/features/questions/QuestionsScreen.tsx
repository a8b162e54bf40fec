import Typography from '@mui/material/Typography';
import { type AdminQuestion, questionOrder } from '@portal/contract/questions';
import { useQueryClient } from '@tanstack/react-query';
import { ActiveChip } from '../../components/ActiveChip';
import type { ListColumn } from '../../components/list-screen/types';
import { useListState } from '../../components/list-screen/useListState';
import { ResourceList } from '../../components/resource-admin/ResourceList';
import { useAdminViews } from '../../components/resource-admin/use-admin-views';
import { questionsClient } from './api/questions-client';
import { QuestionForm } from './QuestionForm';
import { QuestionShow, questionTitle } from './QuestionShow';

const columns: ListColumn<AdminQuestion>[] = [
  { key: 'order', header: 'Order', render: (q) => questionOrder(q), width: 80 },
  {
    key: 'question',
    header: 'Question',
    primary: true,
    render: (q) => (
      <>
        <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: { xs: 600, md: 400 } }}>
          {q.question}
        </Typography>
        {q.parent && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            Child of {q.parent.number}. {q.parent.question}
          </Typography>
        )}
      </>
    ),
  },
  { key: 'type', header: 'Question Type', render: (q) => q.question_type.name },
  {
    key: 'active',
    header: 'Active',
    render: (q) => (
      <>
        <ActiveChip active={q.active} />
        {q.active === 1 && q.parent?.active === 0 && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            Hidden: its parent is inactive
          </Typography>
        )}
      </>
    ),
  },
];

/**
 * /questions (spec 2 §2.2), needing question_view, and /question, the same screen behind the menu
 * link gated by `Question_view` (DESIGN.md); every action is gated by its own permission.
 */
export default function QuestionsScreen() {
  const views = useAdminViews<AdminQuestion>();
  const { view } = views;
  const listState = useListState();
  const queryClient = useQueryClient();

  if (view.mode === 'form') {
    return (
      <QuestionForm
        question={view.record}
        onCancel={() => views.leaveForm()}
        onSaved={(saved) => views.leaveForm(saved)}
        onCreateFailed={() => {
          // Spec 2 §8: after a failed create the screen returns to the list and reloads it.
          listState.reset();
          views.toList();
          void queryClient.invalidateQueries({ queryKey: questionsClient.keys.lists });
        }}
      />
    );
  }

  if (view.mode === 'show') {
    return (
      <QuestionShow id={view.id} initial={view.initial} onBack={views.toList} onEdit={(q) => views.toEdit(q, 'show')} />
    );
  }

  return (
    <ResourceList
      client={questionsClient}
      title="Questions"
      columns={columns}
      numbered={false}
      permission="question"
      model="Question"
      recordLabel={questionTitle}
      addLabel="Add Question"
      onAdd={views.toCreate}
      onView={views.toShow}
      onEdit={(q) => views.toEdit(q)}
      state={listState}
      searchLabel="Search questions"
    />
  );
}
