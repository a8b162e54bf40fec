import { isStaff } from '@portal/contract/two-factor';
import { sql } from 'drizzle-orm';
import { appState, twoFactor, users } from '../db/schema';

/** The `app_state` key of the System Admin's "required for all staff" setting ('true' or absent). */
export const REQUIRE_STAFF_KEY = 'require_staff_two_factor';

/**
 * Columns to add to a query on `users`: whether the account has two-step sign-in on and whether
 * the System Admin requires it of staff. Read with the token's own query, so a request costs no
 * extra round trip.
 */
export const twoFactorColumns = {
  tfEnabled: sql<boolean>`exists(select 1 from ${twoFactor} where ${twoFactor.user_id} = ${users.id} and ${twoFactor.enabled_at} is not null)`,
  tfRequired: sql<boolean>`coalesce((select ${appState.value} = 'true' from ${appState} where ${appState.key} = ${REQUIRE_STAFF_KEY}), false)`,
};

export function twoFactorState(
  row: { tfEnabled: boolean; tfRequired: boolean },
  permissions: Iterable<string>,
): { enabled: boolean; setup_required: boolean } {
  const enabled = Boolean(row.tfEnabled);
  return { enabled, setup_required: Boolean(row.tfRequired) && !enabled && isStaff(permissions) };
}
