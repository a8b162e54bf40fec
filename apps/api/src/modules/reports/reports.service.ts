import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { STAGE_LABELS, type Stage, TRACK_LEVEL_LABELS, type TrackLevel } from '@portal/contract/application-stages';
import { todayInNairobi } from '@portal/contract/dates';
import { stringify } from 'csv-stringify';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { applications } from '../../db/schema';
import {
  type ApplicationRowData,
  applicationRows,
  newestFirst,
  reviewProgramId,
  scoresFor,
  storedAnswersOf,
  type TrackRowData,
  trackProgram,
  trackQuery,
} from '../applications';
import { answerColumns, answerText, fullName, nairobiDateTime, reportQuestions, scoreText } from './answer-text';

/**
 * Rows read per query: a batch and its answers are all an export holds in memory at a time.
 * (An object so that a test can make batches tiny to cover the keyset between them.)
 */
export const csvBatch = { size: 500 };

/** A CSV download: its file name and the stream of its bytes (UTF-8 with a BOM, for Excel). */
export type CsvExport = { filename: string; stream: Readable };

/**
 * The CSV stream of `records`: csv-stringify with a BOM (Excel then reads accents) and every cell
 * that starts with = + - @ tab or CR prefixed with ' (formula injection). The records are pulled
 * only as fast as the client reads (pipeline's back-pressure); a client that goes away stops the
 * reading. A failure after the first bytes can only cut the download short: it is logged.
 */
function csvStream(records: AsyncGenerator<unknown[]>, log: FastifyBaseLogger): Readable {
  const out = stringify({ bom: true, escape_formulas: true });
  pipeline(Readable.from(records), out).catch((err: unknown) => {
    if ((err as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') log.error({ err }, 'CSV export failed');
  });
  return out;
}

const BASE_HEADERS = [
  'Application ID',
  'Principal Founder',
  'E-mail',
  'Phone',
  'Venture',
  'Stage',
  'Score',
  'Normalised Score',
  'Source',
  'Date Added',
];

/**
 * `GET /api/report?type=<stage>Applications`: the stage's applications of the reviewed programme,
 * newest first, one row each: the base columns, then one column per question of the programme's
 * question set (see `reportQuestions`, `answerColumns`) with the answer as text.
 * Read in keyset batches of csvBatch.size on the stage index ((submitted_at, id) below the last row
 * written), each batch's answers and scores in one query each: constant memory for any number of
 * applications. No transaction spans the batches (on PGlite it would hold the only connection for
 * the whole download): an application moved during the export may be missed or appear twice.
 */
export async function stageCsv(
  ctx: AppContext,
  q: { stage: Stage; program_id?: number },
  log: FastifyBaseLogger,
): Promise<CsvExport> {
  const filename = `${STAGE_LABELS[q.stage]} Applications - ${todayInNairobi(ctx.clock.now())}.csv`;
  const programId = await reviewProgramId(ctx.db, q.program_id);
  const columns = programId === null ? [] : answerColumns(await reportQuestions(ctx.db, programId));
  const db = ctx.db;

  async function* records(): AsyncGenerator<unknown[]> {
    yield [...BASE_HEADERS, ...columns.map((c) => c.header)];
    if (programId === null) return;
    let after: { at: string; id: number } | null = null;
    for (;;) {
      const batch: ApplicationRowData[] = await applicationRows(db)
        .where(
          and(
            eq(applications.program_id, programId),
            eq(applications.stage, q.stage),
            after
              ? sql`(${applications.submitted_at}, ${applications.id}) < (${after.at}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(...newestFirst)
        .limit(csvBatch.size);
      if (batch.length === 0) return;
      const answers = await storedAnswersOf(
        db,
        batch.map((r) => r.user_id),
        programId,
      );
      const scores = await scoresFor(
        db,
        batch.map((r) => r.id),
      );
      for (const r of batch) {
        const a = answers.get(r.user_id);
        yield [
          r.id,
          fullName(r),
          r.email,
          r.phone_number ?? '',
          r.venture_name ?? '',
          STAGE_LABELS[r.stage as Stage],
          scoreText(scores.get(r.id)?.raw ?? 0),
          scoreText(scores.get(r.id)?.normalised ?? 0),
          r.source_name ?? '',
          nairobiDateTime(r.submitted_at),
          ...columns.map((c) => answerText(a, c.question, c.partId)),
        ];
      }
      const last = batch.at(-1)!;
      after = { at: last.submitted_at, id: last.id };
      if (batch.length < csvBatch.size) return;
    }
  }

  return { filename, stream: csvStream(records(), log) };
}

/**
 * `GET /api/report?type=trackApplications&level=`: the applicants at that tracking level, newest
 * registration first, in keyset batches like the stage CSV.
 */
export async function trackCsv(
  ctx: AppContext,
  q: { level: TrackLevel; program_id?: number },
  log: FastifyBaseLogger,
): Promise<CsvExport> {
  const filename = `${TRACK_LEVEL_LABELS[q.level]} Applicants - ${todayInNairobi(ctx.clock.now())}.csv`;
  const programId = await trackProgram(ctx.db, q.program_id);
  const db = ctx.db;

  async function* records(): AsyncGenerator<unknown[]> {
    yield ['Name', 'E-mail', 'Phone', 'Venture', 'Level', 'Registered'];
    let before: { created_at: string; id: number } | undefined;
    for (;;) {
      const batch = (await trackQuery(db, { programId, level: q.level, before })
        .rows()
        .limit(csvBatch.size)) as TrackRowData[];
      if (batch.length === 0) return;
      for (const r of batch) {
        yield [
          fullName(r),
          r.email,
          r.phone_number ?? '',
          r.venture_name ?? '',
          TRACK_LEVEL_LABELS[r.level],
          nairobiDateTime(r.created_at),
        ];
      }
      const last = batch.at(-1)!;
      before = { created_at: last.created_at, id: last.id };
      if (batch.length < csvBatch.size) return;
    }
  }

  return { filename, stream: csvStream(records(), log) };
}
