import type { SessionUser } from '@portal/contract/auth';
import { ROLE_APPLICANT } from '@portal/contract/permissions';
import { tk } from '../../../lib/i18n/i18n';
import { APPLY_PATH } from '../step-titles';

/** The founder's menu entry (DESIGN.md: "Founders get a 'My application' entry"). */
export const MY_APPLICATION_LINK = { labelKey: tk('nav.myApplication'), to: APPLY_PATH } as const;

/** Founders are the users holding the Applicant role (registration gives it); staff get no entry. */
export const isApplicant = (user: SessionUser | null | undefined): user is SessionUser =>
  !!user?.roles.some((r) => r.name === ROLE_APPLICANT);
