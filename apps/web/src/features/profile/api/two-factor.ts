import type { RecoveryCodesAnswer, SetupAnswer } from '@portal/contract/two-factor';
import { http } from '../../../lib/http';

/** `POST /api/two-factor/setup`: a new secret and its QR code (not in force until confirmed). */
export const startTwoFactor = () => http<SetupAnswer>('POST', '/api/two-factor/setup');
/** `POST /api/two-factor/confirm`: the first code turns it on; the recovery codes come once. */
export const confirmTwoFactor = (code: string) =>
  http<RecoveryCodesAnswer>('POST', '/api/two-factor/confirm', { body: { code } });
export const renewRecoveryCodes = (code: string) =>
  http<RecoveryCodesAnswer>('POST', '/api/two-factor/recovery-codes', { body: { code } });
export const disableTwoFactor = (code: string) =>
  http<{ message: string }>('POST', '/api/two-factor/disable', { body: { code } });
