import { STAGE_LABELS, STAGE_REPORT_TYPES, type Stage } from '@portal/contract/application-stages';
import { todayInNairobi } from '@portal/contract/dates';
import { httpFile } from '../../../lib/http';

/** `GET /api/report?type=<report type>`: the stage's CSV, named by the server. */
export function fetchStageReport(stage: Stage) {
  return httpFile('GET', '/api/report', { query: { type: STAGE_REPORT_TYPES[stage] } });
}

/** The name used when the server sends none: "Submitted Applications - 2026-06-01.csv". */
export const stageReportName = (stage: Stage) => `${STAGE_LABELS[stage]} Applications - ${todayInNairobi()}.csv`;
