import { formatNumericDate } from '../../lib/format';

/** "midnight (Nairobi time) at the end of 30/06/2026": the group's scoring deadline, its end date. */
export const scoringDeadlineText = (endDate: string) =>
  `midnight (Nairobi time) at the end of ${formatNumericDate(endDate)}`;
