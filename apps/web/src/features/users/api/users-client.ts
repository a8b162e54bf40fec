import { MSG, resourceMessages } from '@portal/contract/messages';
import type { AdminUser, AdminUserCreateInput } from '@portal/contract/users';
import { createResourceClient } from '../../../components/resource-admin/resource-client';
import { sessionKey } from '../../../lib/session-api';

/** Wording of the users admin (spec 3 §8): 'User Account Activated Successfully', 'No User Found'. */
export const USER_TEXT = {
  ...resourceMessages('User', { empty: MSG.noUserFound }),
  activated: MSG.userActivated,
  deactivated: MSG.userDeactivated,
  confirmActivate: MSG.confirmActivateUser,
  confirmDeactivate: MSG.confirmDeactivateUser,
};

/**
 * `/api/user` admin calls (user_view, _create, _edit, _archive, _activate, _deactivate): list and
 * search, show, create (201; 409 for a taken e-mail), edit (the e-mail is locked; a blank password
 * keeps the current one), delete, activate, deactivate (409 for oneself or the last System Admin).
 * Keys start with 'user', so a change also refreshes the own profile when it was the caller's;
 * the roles (their holder counts) and the session refresh too.
 */
export const usersClient = createResourceClient<AdminUser, Partial<AdminUserCreateInput>>('user', USER_TEXT, {
  // A role's holder count changes, and so do the caller's own menus when they edit themself.
  alsoInvalidate: [['role'], sessionKey],
});
