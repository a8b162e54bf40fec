import { COACH_ROLE, publicTeamMembers, TRAINER_ROLE, teamFormData } from '@portal/contract/team';
import { teamResource } from './team.resource';
import { listTeamRoles, membersWithRole } from './team.service';

/**
 * `/api/team` (spec 3 §2.1, §7 "Team"): the team members admin (team_view, _create, _edit,
 * _archive, _activate, _deactivate), its form data, the picture upload, the public Team page's
 * list, and the Trainers and Coaches pages (DESIGN.md: active members holding that team role).
 */
export const teamRoutes = teamResource.routes({
  get: {
    formData: {
      access: 'team_view',
      summary: 'The team roles for the form: `{ teamRoles: [{ id, name }] }`',
      response: teamFormData,
      handler: async ({ ctx }) => ({ teamRoles: await listTeamRoles(ctx.db) }),
    },
    trainers: {
      access: 'public',
      cached: true,
      summary: `Active team members holding the ${TRAINER_ROLE} role, by name: \`{ data }\``,
      response: publicTeamMembers,
      handler: ({ ctx }) => membersWithRole(ctx, TRAINER_ROLE),
    },
    coaches: {
      access: 'public',
      cached: true,
      summary: `Active team members holding the ${COACH_ROLE} role, by name: \`{ data }\``,
      response: publicTeamMembers,
      handler: ({ ctx }) => membersWithRole(ctx, COACH_ROLE),
    },
  },
});
