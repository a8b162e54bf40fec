import { MSG } from '@portal/contract/messages';
import {
  COACH_ROLE,
  publicTeamMember,
  TRAINER_ROLE,
  teamFormData,
  teamMember,
  teamMemberInput,
} from '@portal/contract/team';
import { teamMembers } from '../../db/schema';
import { TEAM_BUCKET } from '../../lib/buckets';
import { defineResource } from '../../lib/resource';
import {
  byName,
  expandMembers,
  listTeamRoles,
  membersWithRole,
  memberValues,
  newestFirst,
  writeRoles,
} from './team.service';

/**
 * `/api/team` (spec 3 §2.1, §7 "Team"): the team members admin (team_view, _create, _edit,
 * _archive, _activate, _deactivate), its form data, the picture upload, the public Team page's
 * list, and the Trainers and Coaches pages (DESIGN.md: active members holding that team role).
 */
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
  get: {
    formData: {
      access: 'team_view',
      summary: 'The team roles for the form: `{ teamRoles: [{ id, name }] }`',
      handler: async ({ ctx }) => teamFormData.parse({ teamRoles: await listTeamRoles(ctx.db) }),
    },
    trainers: {
      access: 'public',
      cached: true,
      summary: `Active team members holding the ${TRAINER_ROLE} role, by name: \`{ data }\``,
      handler: ({ ctx }) => membersWithRole(ctx, TRAINER_ROLE),
    },
    coaches: {
      access: 'public',
      cached: true,
      summary: `Active team members holding the ${COACH_ROLE} role, by name: \`{ data }\``,
      handler: ({ ctx }) => membersWithRole(ctx, COACH_ROLE),
    },
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
