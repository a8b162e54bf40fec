import { STAGE_MOVE_CONFIRM, type Stage, type StageMove } from '@portal/contract/application-stages';
import { MSG } from '@portal/contract/messages';
import { moveMailNote } from '@portal/contract/notices';
import { useQueryClient } from '@tanstack/react-query';
import { useConfirmedAction } from '../../components/useConfirmedAction';
import { useSession } from '../../lib/session';
import { useAnnouncedStages } from '../notices';
import { deleteApplication } from './api/delete-application';
import { applicationKeys } from './api/keys';
import { moveApplication } from './api/move-application';

/**
 * `name`: the founder's, in the confirmation's title, so that the right application is moved;
 * `email`: hers, named in the confirmation when the move mails her.
 */
export type MoveVars = { id: number; move: StageMove; name?: string; email?: string };

/**
 * A stage move (spec 2 §4): the pipeline's confirmation, then the call, then the move's message
 * in green for `up` and orange otherwise (a refused move's 409 message in red). The counts, the
 * two stages' lists, the application and its log refresh.
 */
export function useStageMove() {
  const { can } = useSession();
  // Which moves mail the founder (issue 19): said in the confirmation, before staff confirm.
  const announced = useAnnouncedStages(can('application_review'));
  return useConfirmedAction<MoveVars, unknown>({
    mutationFn: ({ id, move }) => moveApplication(id, move),
    confirm: ({ move, name, email }) =>
      announced ? `${STAGE_MOVE_CONFIRM} ${moveMailNote(announced.has(move.to), { name, email })}` : STAGE_MOVE_CONFIRM,
    confirmTitle: ({ move, name }) => (name ? `${move.label}: ${name}` : move.label),
    confirmText: ({ move }) => move.label,
    success: (_answer, { move }) => move.message,
    variant: (_answer, { move }) => (move.direction === 'up' ? 'success' : 'warning'),
    invalidate: (_answer, { id, move }) => [
      applicationKeys.counts,
      applicationKeys.list(move.from),
      applicationKeys.list(move.to),
      applicationKeys.detail(id),
      ['logs'],
    ],
  });
}

export type DeleteVars = { id: number; stage: Stage };

/** Delete (application_archive): confirmed, then the stage's list and the counts refresh. */
export function useDeleteApplication(onDeleted?: (vars: DeleteVars) => void) {
  const queryClient = useQueryClient();
  return useConfirmedAction<DeleteVars, { message: string }>({
    mutationFn: ({ id }) => deleteApplication(id),
    confirm: MSG.confirmDeleteApplication,
    destructive: true,
    confirmText: 'Delete',
    success: MSG.applicationDeleted,
    invalidate: (_answer, { stage }) => [applicationKeys.counts, applicationKeys.list(stage), ['logs']],
    onSuccess: (_answer, vars) => {
      // Leave the detail first, then forget it: nothing is left to fetch it again.
      onDeleted?.(vars);
      queryClient.removeQueries({ queryKey: applicationKeys.detail(vars.id) });
    },
  });
}
