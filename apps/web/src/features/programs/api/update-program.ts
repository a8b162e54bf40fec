import { resourceMessages } from '@portal/contract/messages';
import type { Program, ProgramInput } from '@portal/contract/programs';
import { useConfirmedAction } from '../../../components/useConfirmedAction';
import { http } from '../../../lib/http';
import { programKeys } from './keys';

const text = resourceMessages('Program');

/** `PUT /api/program/:id` (program_edit). */
export function updateProgram({ id, input }: { id: number; input: ProgramInput }): Promise<Program> {
  return http<Program>('PUT', `/api/program/${id}`, { body: input });
}

/** Confirm 'Are You Sure You Want to Update Program?', update, 'Program Updated Successfully' (orange). */
export function useUpdateProgram() {
  return useConfirmedAction({
    mutationFn: updateProgram,
    confirm: text.confirmUpdate,
    success: text.updated,
    variant: 'warning',
    invalidate: [programKeys.all, ['logs']],
  });
}
