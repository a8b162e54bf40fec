import { MSG } from '@portal/contract/messages';
import { publicTeamMember, teamMember, teamMemberInput } from '@portal/contract/team';
import { teamMembers } from '../../db/schema';
import { TEAM_BUCKET } from '../../lib/buckets';
import { defineResource } from '../../lib/resource';
import { byName, expandMembers, memberValues, newestFirst, writeRoles } from './team.service';

/** The team_* resource: its table, search, order, rules and picture (its routes: team.routes.ts). */
export const teamResource = defineResource({
  path: 'team',
  model: 'TeamMember',
  label: 'Team',
  noun: 'Team Member',
  permission: 'team',
  table: teamMembers,
  searchable: [teamMembers.name, teamMembers.email_address],
  orderBy: newestFirst,
  item: teamMember,
  body: teamMemberInput,
  uniqueMessage: MSG.teamMemberNameTaken,
  hooks: {
    toValues: (input) => memberValues(input),
    afterWrite: (tx, row, input) => writeRoles(tx, row, input),
    expand: expandMembers,
  },
  publicList: {
    summary: 'Active team members for the public Team page, by name (paged; no contact details)',
    item: publicTeamMember,
    orderBy: byName,
  },
  uploads: {
    image: { column: 'image', bucket: TEAM_BUCKET, kind: 'image', summary: 'Upload the member’s picture' },
  },
});
