import { TRACK_LEVEL_LABELS, type TrackLevel } from '@portal/contract/application-stages';
import { todayInNairobi } from '@portal/contract/dates';
import { httpFile } from '../../../lib/http';

/** `GET /api/report?type=trackApplications&level=<level>`: the level's CSV, named by the server. */
export function fetchTrackReport(level: TrackLevel) {
  return httpFile('GET', '/api/report', { query: { type: 'trackApplications', level } });
}

/** The name used when the server sends none: "Personal Details Applicants - 2026-06-01.csv". */
export const trackReportName = (level: TrackLevel) =>
  `${TRACK_LEVEL_LABELS[level]} Applicants - ${todayInNairobi()}.csv`;
