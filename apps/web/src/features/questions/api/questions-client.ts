import { MSG, resourceMessages } from '@portal/contract/messages';
import type { AdminQuestion, QuestionPayload } from '@portal/contract/questions';
import { createResourceClient } from '../../../components/resource-admin/resource-client';

/** The question screen's wording (spec 2 §5, §8): "Create Question", not the resources' "Add". */
export const QUESTION_TEXT = {
  ...resourceMessages('Question'),
  created: MSG.questionAdded,
  updated: MSG.questionUpdated,
  deleted: MSG.questionDeleted,
  activated: MSG.questionActivated,
  deactivated: MSG.questionDeactivated,
  confirmCreate: MSG.confirmCreateQuestion,
  confirmUpdate: MSG.confirmUpdateQuestion,
  confirmDelete: MSG.confirmDeleteQuestion,
  confirmActivate: MSG.confirmActivateQuestion,
  confirmDeactivate: MSG.confirmDeactivateQuestion,
  empty: MSG.noQuestionFound,
};

/**
 * `/api/question` (question_view or Question_view to read; question_create, _edit, _archive,
 * _activate, _deactivate to write): list and search, show, create (201; 409 for a taken number;
 * 422 field errors), update (409 when answers forbid the change), delete (409 once answered),
 * activate, deactivate. Keys start with 'question', so a change also refreshes the wizard's
 * public set and the whole set of the preview.
 */
export const questionsClient = createResourceClient<AdminQuestion, QuestionPayload>('question', QUESTION_TEXT);
