import { MSG } from '@portal/contract/messages';
import type { PasswordChangeBody } from '@portal/contract/users';
import { useConfirmedAction } from '../../../components/useConfirmedAction';
import { http } from '../../../lib/http';

/** `POST /api/user?type=password`: the own password; the other sessions end, this one stays. */
export const changePassword = (body: PasswordChangeBody) =>
  http<{ message: string }>('POST', '/api/user', { query: { type: 'password' }, body });

/** Confirm, change, 'Password Updated Successfully'; a wrong current password answers the spec's message. */
export const useChangePassword = () =>
  useConfirmedAction({
    mutationFn: changePassword,
    confirm: MSG.confirmChangePassword,
    success: MSG.passwordUpdated,
    variant: 'warning',
  });
