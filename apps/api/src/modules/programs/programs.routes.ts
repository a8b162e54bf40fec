import { programDetails as programDetailsSchema } from '@portal/contract/programs';
import { programsResource } from './programs.resource';
import { programDetails } from './programs.service';

/** `/api/program` (spec 3 §7): the programs admin, and the active program for everyone. */
export const programRoutes = programsResource.routes({
  get: {
    programDetails: {
      access: 'public',
      cached: true,
      summary: 'The active program and the application flag (1 open, 0 closed)',
      response: programDetailsSchema,
      handler: ({ ctx }) => programDetails(ctx),
    },
  },
});
