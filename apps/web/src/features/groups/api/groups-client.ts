import type { Group, GroupInput } from '@portal/contract/judging';
import { MSG, resourceMessages } from '@portal/contract/messages';
import { createResourceClient } from '../../../components/resource-admin/resource-client';

/**
 * `/api/group` (group_view, _create, _edit, _archive): list and search (a judge gets only their
 * groups), show, create (201; 409 for a taken name; 422 field errors), update, delete. The keys
 * start with 'group', so a change also refreshes `formData` and `mine`.
 */
export const groupsClient = createResourceClient<Group, GroupInput>('group', {
  ...resourceMessages('Group', { empty: MSG.noGroupFound }),
  confirmCreate: MSG.confirmCreateGroup,
  confirmUpdate: MSG.confirmUpdateGroup,
  confirmDelete: MSG.confirmDeleteGroup,
});
