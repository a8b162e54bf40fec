import type { ApplicationDetail } from '@portal/contract/application-review';
import { todayInNairobi } from '@portal/contract/dates';
import { fullName } from '../../../lib/format';
import { httpFile } from '../../../lib/http';

/** `POST /api/report?type=applicationPDF` with the application (the server reads its id): the PDF. */
export function fetchApplicationPdf(application: ApplicationDetail) {
  return httpFile('POST', '/api/report', { query: { type: 'applicationPDF' }, body: application });
}

/** The name used when the server sends none: "<Venture> - 2026-06-01.pdf". */
export const applicationPdfName = (application: ApplicationDetail) =>
  `${application.venture?.name || fullName(application.user)} - ${todayInNairobi()}.pdf`;
