import type { DisableBody, RecoveryCodesAnswer, SetupAnswer, SetupBody } from '@portal/contract/two-factor';
import { http } from '../../../lib/http';

/**
 * `POST /api/two-factor/setup`: with her current password, a new secret and its QR code (not in
 * force until confirmed); 422 on `current_password` when it is wrong.
 */
export const startTwoFactor = (body: SetupBody) => http<SetupAnswer>('POST', '/api/two-factor/setup', { body });
/** `POST /api/two-factor/confirm`: the first code turns it on; the recovery codes come once. */
export const confirmTwoFactor = (code: string) =>
  http<RecoveryCodesAnswer>('POST', '/api/two-factor/confirm', { body: { code } });
export const renewRecoveryCodes = (code: string) =>
  http<RecoveryCodesAnswer>('POST', '/api/two-factor/recovery-codes', { body: { code } });
/** `POST /api/two-factor/disable`: her current password and a current code. */
export const disableTwoFactor = (body: DisableBody) =>
  http<{ message: string }>('POST', '/api/two-factor/disable', { body });
