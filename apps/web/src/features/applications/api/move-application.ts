import type { ApplicationRow, StageMoveBody } from '@portal/contract/application-review';
import type { StageMove } from '@portal/contract/application-stages';
import { http } from '../../../lib/http';

export type StageMoveAnswer = { message: string; application: ApplicationRow };

/**
 * `POST /api/application?type=review&level=<level>` with `{ id, direction, from }` (spec 2 §4). A move
 * the pipeline refuses answers 409 with its message; `from` is the stage the reviewer saw, so that
 * two reviewers acting on the same row at once cannot both move it.
 */
export function moveApplication(id: number, move: StageMove): Promise<StageMoveAnswer> {
  return http<StageMoveAnswer>('POST', '/api/application', {
    query: { type: 'review', level: move.level },
    body: { id, direction: move.direction, from: move.from } satisfies StageMoveBody,
  });
}
