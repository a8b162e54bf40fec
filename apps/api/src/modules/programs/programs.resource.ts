import { MSG } from '@portal/contract/messages';
import { program, programFields } from '@portal/contract/programs';
import { desc } from 'drizzle-orm';
import { programs } from '../../db/schema';
import { defineResource } from '../../lib/resource';
import { assertNoOtherActive, programInputFor } from './programs.service';

/** The program_* resource: its table, search, order and rules (its routes: programs.routes.ts). */
export const programsResource = defineResource({
  path: 'program',
  model: 'Program',
  label: 'Program',
  permission: 'program',
  table: programs,
  searchable: [programs.name],
  orderBy: [desc(programs.created_at), desc(programs.id)],
  item: program,
  body: programFields,
  input: programInputFor,
  uniqueMessage: MSG.programNameTaken,
  hooks: {
    beforeActivate: (tx, row) => assertNoOtherActive(tx, row.id),
  },
});
