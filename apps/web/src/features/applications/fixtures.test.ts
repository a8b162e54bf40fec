import {
  applicationDetail,
  applicationRow,
  stageCounts,
  trackCounts,
  trackRow,
} from '@portal/contract/application-review';
import { STAGES, TRACK_LEVELS } from '@portal/contract/application-stages';
import { paged as pagedSchema } from '@portal/contract/pagination';
import { publicQuestions } from '@portal/contract/questions';
import { describe, expect, it } from 'vitest';
import * as F from './test-fixtures';

/** The fixtures stand in for the API: they must satisfy the contract it answers with. */
describe('review fixtures', () => {
  it('match the contract schemas', () => {
    expect(() => publicQuestions.parse(F.allQuestions())).not.toThrow();
    expect(() => stageCounts.parse(F.stageCounts())).not.toThrow();
    expect(() => trackCounts.parse(F.trackCounts())).not.toThrow();
    for (const stage of STAGES) expect(() => pagedSchema(applicationRow).parse(F.stagePage(stage, 25))).not.toThrow();
    for (const level of TRACK_LEVELS) expect(() => pagedSchema(trackRow).parse(F.trackPage(level, 25))).not.toThrow();
    expect(() => applicationDetail.parse(F.applicationDetail())).not.toThrow();
    expect(() => applicationDetail.parse(F.founderOnlyDetail())).not.toThrow();
  });
});
