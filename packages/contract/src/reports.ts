import { z } from 'zod';
import { STAGE_REPORT_TYPES, STAGES, trackLevel } from './application-stages';
import { id } from './common';
import { MSG } from './messages';

/** The CSV downloads of `GET /api/report`: a stage's applications, or the applicants at a tracking level. */
export const REPORT_TYPES = ['trackApplications', ...STAGES.map((s) => STAGE_REPORT_TYPES[s])] as const;

/** `GET /api/report?type=`: a CSV (`level` for the tracking one), or the dashboard's `quickStats`. */
export const reportQuery = z
  .object({
    type: z.enum([...REPORT_TYPES, 'quickStats']),
    level: trackLevel.optional(),
    program_id: id.optional(),
  })
  .refine((q) => q.type !== 'trackApplications' || q.level !== undefined, {
    path: ['level'],
    message: MSG.required,
  });

/** `POST /api/report?type=applicationPDF`: the application as the detail answers it; only its id is read. */
export const applicationPdfBody = z.object({ id }).loose();
