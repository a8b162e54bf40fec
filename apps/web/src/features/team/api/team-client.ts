import { TEAM_TEXT, type TeamMember, type TeamMemberInput } from '@portal/contract/team';
import { createResourceClient } from '../../../components/resource-admin/resource-client';

/**
 * `/api/team` (team_view, _create, _edit, _archive, _activate, _deactivate): list and search,
 * show, create (201; 409 for a taken name; 422 field errors), update, delete, activate,
 * deactivate, and `POST ?type=image` (the picture). Keys start with 'team', so a change also
 * refreshes the public Team, Trainers and Coaches lists.
 */
export const teamClient = createResourceClient<TeamMember, TeamMemberInput>('team', TEAM_TEXT);
