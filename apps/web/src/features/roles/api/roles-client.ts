import { MSG, resourceMessages } from '@portal/contract/messages';
import type { RoleInput, RoleItem } from '@portal/contract/roles';
import { createResourceClient } from '../../../components/resource-admin/resource-client';
import { sessionKey } from '../../../lib/session-api';
import { adminFormDataKey } from '../../users';

/**
 * `/api/role` (role_view, _create, _edit, _archive): list and search, show, create (201; 409 for a
 * taken name), update (409 for a built-in role's name, guard or fixed permissions), delete (409
 * for a built-in role or one somebody holds). A change refreshes the user form's role list and the
 * session (the caller's own permissions may have changed).
 */
export const rolesClient = createResourceClient<RoleItem, RoleInput>(
  'role',
  resourceMessages('Role', { empty: MSG.noRoleFound }),
  { alsoInvalidate: [adminFormDataKey, sessionKey] },
);
