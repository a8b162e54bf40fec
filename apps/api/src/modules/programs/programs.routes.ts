import { MSG } from '@portal/contract/messages';
import { program, programDetails as programDetailsSchema } from '@portal/contract/programs';
import { desc } from 'drizzle-orm';
import { programs } from '../../db/schema';
import { defineResource } from '../../lib/resource';
import { assertNoOtherActive, programDetails, programInputFor } from './programs.service';

export const programsResource = defineResource({
  path: 'program',
  model: 'Program',
  label: 'Program',
  permission: 'program',
  table: programs,
  searchable: [programs.name],
  orderBy: [desc(programs.created_at), desc(programs.id)],
  item: program,
  input: programInputFor,
  uniqueMessage: MSG.programNameTaken,
  hooks: {
    beforeActivate: (tx, row) => assertNoOtherActive(tx, row.id),
  },
  get: {
    programDetails: {
      access: 'public',
      cached: true,
      summary: 'The active program and the application flag (1 open, 0 closed)',
      handler: async ({ ctx }) => programDetailsSchema.parse(await programDetails(ctx)),
    },
  },
});
