import { richTextIsEmpty } from '@portal/contract/common';
import { MSG } from '@portal/contract/messages';
import {
  CERTIFICATES,
  type CertificateDeleteBody,
  type CertificateField,
  type OwnerVenture,
  type Venture,
  type VentureInput,
  venture as ventureSchema,
} from '@portal/contract/ventures';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import type { Executor, Tx } from '../../db/client';
import {
  clientLocations,
  countries,
  groupVentures,
  organisationTypes,
  sectors,
  steps,
  userGroups,
  ventureClientLocations,
  ventureCountries,
  ventureSectors,
  ventures,
} from '../../db/schema';
import { type AuthUser, can } from '../../lib/access';
import { audited, recordAudit } from '../../lib/audit';
import { DOCS_BUCKET, VENTURE_LOGOS_BUCKET } from '../../lib/buckets';
import { sanitizeField } from '../../lib/html';
import { forbidden, invalid, isUniqueViolation, notFound } from '../../lib/http-error';
import { type AnyUpload, imageUrlsOf, removeUpload, storeAnyDocument, storeUpload } from '../../lib/uploads';
import { openProgram } from '../programs';

export type VentureRow = typeof ventures.$inferSelect;

/** The upload `type=`s of `POST /api/venture`: the column each fills and how its file is stored. */
export const VENTURE_UPLOADS = {
  image: { column: 'image', bucket: VENTURE_LOGOS_BUCKET, kind: 'image' },
  [CERTIFICATES.cr12.upload]: { column: 'cr12', bucket: DOCS_BUCKET, kind: 'document' },
  [CERTIFICATES.registration_cetificate.upload]: {
    column: 'registration_cetificate',
    bucket: DOCS_BUCKET,
    kind: 'document',
  },
} as const satisfies Record<string, { column: 'image' | CertificateField; bucket: string; kind: 'image' | 'document' }>;
export type VentureUploadType = keyof typeof VENTURE_UPLOADS;

/** The delete `type=`s of `POST /api/venture` and the certificate each clears. */
export const CERTIFICATE_DELETES = {
  [CERTIFICATES.cr12.remove]: 'cr12',
  [CERTIFICATES.registration_cetificate.remove]: 'registration_cetificate',
} as const satisfies Record<string, CertificateField>;
export type CertificateDeleteType = keyof typeof CERTIFICATE_DELETES;

/** The caller's venture (one per user), if any. */
export async function ventureOfUser(db: Executor, userId: number): Promise<VentureRow | null> {
  const [row] = await db.select().from(ventures).where(eq(ventures.user_id, userId));
  return row ?? null;
}

/** The caller's venture, locked until the transaction ends. */
async function lockOwnVenture(tx: Tx, userId: number): Promise<VentureRow | null> {
  const [row] = await tx.select().from(ventures).where(eq(ventures.user_id, userId)).for('update');
  return row ?? null;
}

/**
 * The ids of the venture's sectors, countries and customer locations, each in id order. One
 * query after another: inside a transaction there is one connection, which must not be asked
 * two things at once.
 */
async function linksOf(db: Executor, ventureId: number) {
  const sec = await db
    .select({ id: ventureSectors.sector_id })
    .from(ventureSectors)
    .where(eq(ventureSectors.venture_id, ventureId))
    .orderBy(asc(ventureSectors.sector_id));
  const cou = await db
    .select({ id: ventureCountries.country_id })
    .from(ventureCountries)
    .where(eq(ventureCountries.venture_id, ventureId))
    .orderBy(asc(ventureCountries.country_id));
  const loc = await db
    .select({ id: ventureClientLocations.client_location_id })
    .from(ventureClientLocations)
    .where(eq(ventureClientLocations.venture_id, ventureId))
    .orderBy(asc(ventureClientLocations.client_location_id));
  return { sectors: sec.map((r) => r.id), countries: cou.map((r) => r.id), client_locations: loc.map((r) => r.id) };
}

/** A venture as the API answers it: stage as step_id, nested link lists, logo URLs. */
export async function shapeVenture(db: Executor, row: VentureRow): Promise<Venture> {
  const links = await linksOf(db, row.id);
  return ventureSchema.parse({
    ...row,
    step_id: row.stage_id,
    ...imageUrlsOf(VENTURE_LOGOS_BUCKET, row.image),
    venture_sectors: links.sectors.map((sector_id) => ({ sector_id })),
    venture_client_locations: links.client_locations.map((client_location_id) => ({ client_location_id })),
    venture_countries: links.countries.map((country_id) => ({ country_id })),
  });
}

/** `GET /api/venture?type=owner`: code 1 and the venture, or code 0 and null. */
export async function ownerVenture(ctx: AppContext, user: AuthUser): Promise<OwnerVenture> {
  const row = await ventureOfUser(ctx.db, user.id);
  return row ? { code: 1, venture: await shapeVenture(ctx.db, row) } : { code: 0, venture: null };
}

/** The row and its links, for the audit trail. */
async function snapshot(tx: Tx, row: VentureRow) {
  return { ...row, ...(await linksOf(tx, row.id)) };
}

type IdTable = PgTable & { id: PgColumn };

/** Whether every id is a row of the table (duplicates counted once). */
async function allExist(tx: Executor, table: IdTable, ids: number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const rows = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(inArray(table.id, unique));
  return rows.length === unique.length;
}

/**
 * The reference ids of a venture save, in the spec's order (spec 1 §5): an unknown id is refused
 * with the field's own message, as if nothing had been picked.
 */
async function assertVentureReferences(tx: Tx, input: VentureInput) {
  const checks: [keyof VentureInput, IdTable, number[], string][] = [
    ['sectors', sectors, input.sectors, MSG.sectorsRequired],
    ['stage_id', steps, [input.stage_id], MSG.stageRequired],
    ['organisation_type_id', organisationTypes, [input.organisation_type_id], MSG.organisationTypeRequired],
    ['countries', countries, input.countries, MSG.countriesRequired],
    ['client_locations', clientLocations, input.client_locations, MSG.clientLocationsRequired],
  ];
  for (const [field, table, ids, message] of checks) {
    if (!(await allExist(tx, table, ids))) throw invalid({ [field]: message }, message);
  }
}

/** Replaces the venture's sectors, countries and customer locations (inside the save's transaction). */
async function writeLinks(tx: Tx, ventureId: number, input: VentureInput) {
  const uniq = (ids: number[]) => [...new Set(ids)];
  await tx.delete(ventureSectors).where(eq(ventureSectors.venture_id, ventureId));
  await tx.delete(ventureCountries).where(eq(ventureCountries.venture_id, ventureId));
  await tx.delete(ventureClientLocations).where(eq(ventureClientLocations.venture_id, ventureId));
  await tx
    .insert(ventureSectors)
    .values(uniq(input.sectors).map((sector_id) => ({ venture_id: ventureId, sector_id })));
  await tx
    .insert(ventureCountries)
    .values(uniq(input.countries).map((country_id) => ({ venture_id: ventureId, country_id })));
  await tx
    .insert(ventureClientLocations)
    .values(uniq(input.client_locations).map((client_location_id) => ({ venture_id: ventureId, client_location_id })));
}

/**
 * `POST /api/venture`: saves THE CALLER'S venture (an id in the body is ignored: a venture
 * belongs to its owner). The checks run in the spec's order and stop at the first failure:
 * the fields (contract `ventureInput`, keys in that order), the overview once sanitised, the
 * reference ids, then the certificates already uploaded (CR12, then registration).
 * A venture row exists by then: the certificates' uploads create it.
 */
export async function saveVenture(ctx: AppContext, actor: AuthUser, input: VentureInput): Promise<Venture> {
  await openProgram(ctx);
  const description = sanitizeField(input.description, 'submission', 'description');
  if (richTextIsEmpty(description)) {
    throw invalid({ description: MSG.ventureOverviewRequired }, MSG.ventureOverviewRequired);
  }
  const {
    sectors: _s,
    countries: _c,
    client_locations: _l,
    c_suite_women,
    full_time_employee_count,
    part_time_employee_count,
    ...fields
  } = input;
  const values: Partial<typeof ventures.$inferInsert> = {
    ...fields,
    description,
    // Step 4's fields may ride along; a save of step 2 without them leaves step 4's values alone.
    ...(c_suite_women != null ? { c_suite_women } : {}),
    ...(full_time_employee_count != null ? { full_time_employee_count } : {}),
    ...(part_time_employee_count != null ? { part_time_employee_count } : {}),
    updated_at: ctx.clock.now().toISOString(),
  };

  const row = await ctx.db.transaction(async (tx) => {
    await assertVentureReferences(tx, input);
    const current = await lockOwnVenture(tx, actor.id);
    if (!current?.cr12) throw invalid({ cr12: MSG.cr12Required }, MSG.cr12Required);
    if (!current.registration_cetificate) {
      throw invalid(
        { registration_cetificate: MSG.registrationCertificateRequired },
        MSG.registrationCertificateRequired,
      );
    }
    const before = await snapshot(tx, current);
    const [row] = await tx.update(ventures).set(values).where(eq(ventures.id, current.id)).returning();
    await writeLinks(tx, current.id, input);
    await recordAudit(tx, {
      model: 'Venture',
      action: 'updated',
      actor,
      recordId: current.id,
      old: before,
      new: await snapshot(tx, row!),
    });
    return row!;
  });
  return shapeVenture(ctx.db, row);
}

/** Runs a write that may create the caller's venture; a concurrent first upload wins the race once. */
async function retryOnUnique<R>(write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) return write();
    throw err;
  }
}

/**
 * `POST /api/venture?type=image|CR12|registrationCetificate`: stores the logo (public bucket,
 * re-encoded image) or a certificate (private bucket, PDF or image), in the caller's venture.
 * Uploads may come before the first save: with no venture yet, the row is created (owner and
 * the file only). The replaced file is removed once the change has committed.
 */
export async function uploadVentureFile(
  ctx: AppContext,
  actor: AuthUser,
  type: VentureUploadType,
  upload: AnyUpload,
): Promise<Venture> {
  await openProgram(ctx);
  const target = VENTURE_UPLOADS[type];
  const name =
    target.kind === 'image'
      ? await storeUpload(ctx.storage, target.bucket, 'image', upload)
      : await storeAnyDocument(ctx.storage, target.bucket, upload);
  let result: { row: VentureRow; old: string | null };
  try {
    result = await retryOnUnique(() =>
      ctx.db.transaction(async (tx) => {
        const current = await lockOwnVenture(tx, actor.id);
        const model = { model: 'Venture' as const, actor };
        if (!current) {
          const row = await audited.insert(tx, model, ventures, { user_id: actor.id, [target.column]: name });
          return { row, old: null };
        }
        const row = await audited.update(tx, model, ventures, current.id, { [target.column]: name });
        return { row: row!, old: current[target.column] };
      }),
    );
  } catch (err) {
    await removeUpload(ctx.storage, target.bucket, name);
    throw err;
  }
  if (result.old) await removeUpload(ctx.storage, target.bucket, result.old);
  return shapeVenture(ctx.db, result.row);
}

/**
 * `POST /api/venture?type=cr12Delete|registrationCertificateDelete`: the body is the venture;
 * only its id matters, and it must be the caller's own (403 otherwise). Clears the column and
 * removes the file once the change has committed; answers the venture.
 */
export async function deleteCertificate(
  ctx: AppContext,
  actor: AuthUser,
  field: CertificateField,
  { id: askedId }: CertificateDeleteBody,
): Promise<Venture> {
  await openProgram(ctx);
  const { row, old } = await ctx.db.transaction(async (tx) => {
    const current = await lockOwnVenture(tx, actor.id);
    if (askedId != null && current?.id !== askedId) throw forbidden();
    if (!current) throw notFound(MSG.ventureFirst);
    const old = current[field];
    if (!old) return { row: current, old: null };
    const row = await audited.update(tx, { model: 'Venture', actor }, ventures, current.id, { [field]: null });
    return { row: row!, old };
  });
  if (old) await removeUpload(ctx.storage, DOCS_BUCKET, old);
  return shapeVenture(ctx.db, row);
}

/**
 * Who may read a venture's private documents (CR12, registration certificate; DESIGN.md):
 * its owner, and staff holding `application_view`.
 * Issue 6 adds: judges of a group holding the venture (hence the database handle).
 */
export async function canReadVentureDocuments(
  db: Executor,
  user: AuthUser,
  venture: Pick<VentureRow, 'id' | 'user_id'>,
): Promise<boolean> {
  if (venture.user_id === user.id || can(user, 'application_view')) return true;
  // The judges of a group holding the venture (DESIGN.md).
  if (!can(user, 'group_venture_view')) return false;
  const [judged] = await db
    .select({ id: groupVentures.id })
    .from(groupVentures)
    .innerJoin(userGroups, and(eq(userGroups.group_id, groupVentures.group_id), eq(userGroups.user_id, user.id)))
    .where(eq(groupVentures.venture_id, venture.id))
    .limit(1);
  return Boolean(judged);
}

/** Whether the user may read the venture's application records (team ...): owner or staff. */
export const canReadVenture = (user: AuthUser, venture: Pick<VentureRow, 'user_id'>) =>
  venture.user_id === user.id || can(user, 'application_view');

/** The download name of a certificate: `CR12.pdf`, `Registration-Certificate.webp`. */
const DOCUMENT_NAMES: Record<CertificateField, string> = {
  cr12: 'CR12',
  registration_cetificate: 'Registration-Certificate',
};

/**
 * A private document of a venture, for `GET /api/venture/{id}/documents/{field}`: 404 for an
 * unknown venture or a missing file, 403 for someone who may not read it.
 */
export async function readVentureDocument(ctx: AppContext, user: AuthUser, ventureId: number, field: CertificateField) {
  const [row] = await ctx.db.select().from(ventures).where(eq(ventures.id, ventureId));
  if (!row) throw notFound();
  if (!(await canReadVentureDocuments(ctx.db, user, row))) throw forbidden();
  const name = row[field];
  if (!name) throw notFound();
  const stat = await ctx.storage.stat(DOCS_BUCKET, name);
  if (!stat) throw notFound();
  const pdf = name.toLowerCase().endsWith('.pdf');
  return {
    size: stat.size,
    contentType: pdf ? 'application/pdf' : 'image/webp',
    filename: `${DOCUMENT_NAMES[field]}.${pdf ? 'pdf' : 'webp'}`,
    stream: () => ctx.storage.stream(DOCS_BUCKET, name),
  };
}

/** A venture by id (404 when unknown). */
export async function ventureById(db: Executor, id: number): Promise<VentureRow> {
  const [row] = await db.select().from(ventures).where(eq(ventures.id, id));
  if (!row) throw notFound();
  return row;
}
