import { resourceMessages } from '@portal/contract/messages';
import type { Program } from '@portal/contract/programs';
import { useConfirmedAction } from '../../../components/useConfirmedAction';
import { http } from '../../../lib/http';
import { programKeys } from './keys';

const text = resourceMessages('Program');

/** `POST /api/program?type=activate|deactivate` with `{ id }` (program_activate / program_deactivate); 409 when another is active. */
export function setProgramActive({ id, active }: { id: number; active: boolean }): Promise<Program> {
  return http<Program>('POST', '/api/program', { query: { type: active ? 'activate' : 'deactivate' }, body: { id } });
}

export function useActivateProgram() {
  return useConfirmedAction({
    mutationFn: (program: Pick<Program, 'id'>) => setProgramActive({ id: program.id, active: true }),
    confirm: text.confirmActivate,
    success: text.activated,
    variant: 'success',
    invalidate: [programKeys.all, ['logs']],
  });
}

export function useDeactivateProgram() {
  return useConfirmedAction({
    mutationFn: (program: Pick<Program, 'id'>) => setProgramActive({ id: program.id, active: false }),
    confirm: text.confirmDeactivate,
    success: text.deactivated,
    variant: 'success',
    invalidate: [programKeys.all, ['logs']],
  });
}
