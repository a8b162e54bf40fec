import type { TwoFactorSettings } from '@portal/contract/two-factor';
import { http } from '../../../lib/http';

export const twoFactorSettingsKey = ['two-factor', 'settings'] as const;

/** The System Admin's staff-wide rule: `GET`/`PUT /api/two-factor/settings`. */
export const readTwoFactorSettings = () => http<TwoFactorSettings>('GET', '/api/two-factor/settings');
export const saveTwoFactorSettings = (body: TwoFactorSettings) =>
  http<TwoFactorSettings>('PUT', '/api/two-factor/settings', { body });
/** `POST /api/two-factor/reset/:id`: a person lost her device (audited). */
export const resetTwoFactor = (userId: number) => http<{ message: string }>('POST', `/api/two-factor/reset/${userId}`);
