import { resourceMessages } from '@portal/contract/messages';
import type { Program, ProgramInput } from '@portal/contract/programs';
import { useConfirmedAction } from '../../../components/useConfirmedAction';
import { http } from '../../../lib/http';
import { programKeys } from './keys';

const text = resourceMessages('Program');

/** `POST /api/program` (program_create): 201 Program · 409 { message } · 422 { errors }. */
export function createProgram(input: ProgramInput): Promise<Program> {
  return http<Program>('POST', '/api/program', { body: input });
}

/** Confirm 'Are You Sure You Want to Add Program?', create, 'Program Added Successfully' (green). */
export function useCreateProgram() {
  return useConfirmedAction({
    mutationFn: createProgram,
    confirm: text.confirmCreate,
    success: text.created,
    variant: 'success',
    invalidate: [programKeys.all],
  });
}
