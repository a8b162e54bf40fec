import { resourceMessages } from '@portal/contract/messages';
import type { Program } from '@portal/contract/programs';
import { useConfirmedAction } from '../../../components/useConfirmedAction';
import { http } from '../../../lib/http';
import { programKeys } from './keys';

const text = resourceMessages('Program');

/** `DELETE /api/program/:id` (program_archive). */
export function deleteProgram(program: Pick<Program, 'id'>): Promise<{ message: string }> {
  return http<{ message: string }>('DELETE', `/api/program/${program.id}`);
}

export function useDeleteProgram() {
  return useConfirmedAction({
    mutationFn: deleteProgram,
    confirm: text.confirmDelete,
    destructive: true,
    confirmText: 'Delete',
    success: text.deleted,
    variant: 'success',
    invalidate: [programKeys.all],
  });
}
