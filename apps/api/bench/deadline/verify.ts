/** The check: what the database and the storage folder hold, against what was sent. */
import fs from 'node:fs';
import path from 'node:path';
import type { Answers } from '@portal/contract/applications';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import {
  applications,
  users,
  ventureClientLocations,
  ventureCountries,
  ventureCSuiteMembers,
  ventureSectors,
  ventures,
  ventureTeamMembers,
} from '../../src/db/schema';
import { storedAnswers } from '../../src/modules/applications/answers.service';
import type { Applicant } from './applicants';

/** The five groups with their keys and option lists in order: the stored row order is not the sent one. */
const canonical = (a: Answers) =>
  JSON.stringify(
    Object.entries(a).map(([group, values]) => [
      group,
      Object.entries(values as Record<string, unknown>)
        .map(([k, v]) => [k, Array.isArray(v) ? [...v].sort((x, y) => x - y) : v])
        .sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    ]),
  );

export async function verify(database: Database, dataDir: string, programId: number, sent: Applicant[]) {
  const db = database.db;
  const problems: string[] = [];
  const bad = (a: Applicant, what: string) => problems.push(`founder ${a.i}: ${what}`);
  const same = (a: Applicant, what: string, stored: Record<string, unknown>, expected: Record<string, unknown>) => {
    for (const [k, v] of Object.entries(expected)) {
      if (JSON.stringify(stored[k]) !== JSON.stringify(v))
        bad(a, `${what}.${k} is ${JSON.stringify(stored[k])}, sent ${JSON.stringify(v)}`);
    }
  };
  const docs = path.join(dataDir, 'storage', 'docs');
  for (let k = 0; k < sent.length; k += 100) {
    const batch = sent.slice(k, k + 100);
    const ids = batch.map((a) => a.userId);
    const byUser = <T extends { user_id: number }>(rows: T[]) => new Map(rows.map((r) => [r.user_id, r]));
    const userRows = new Map((await db.select().from(users).where(inArray(users.id, ids))).map((u) => [u.id, u]));
    const ventureRows = byUser(await db.select().from(ventures).where(inArray(ventures.user_id, ids)));
    const appRows = await db.select().from(applications).where(inArray(applications.user_id, ids));
    const ventureIds = [...ventureRows.values()].map((v) => v.id);
    const linked = async <T extends { venture_id: number }>(rows: Promise<T[]>) => {
      const map = new Map<number, T[]>();
      for (const row of await rows) map.set(row.venture_id, [...(map.get(row.venture_id) ?? []), row]);
      return map;
    };
    const vs = await linked(db.select().from(ventureSectors).where(inArray(ventureSectors.venture_id, ventureIds)));
    const vc = await linked(db.select().from(ventureCountries).where(inArray(ventureCountries.venture_id, ventureIds)));
    const vl = await linked(
      db.select().from(ventureClientLocations).where(inArray(ventureClientLocations.venture_id, ventureIds)),
    );
    const team = await linked(
      db
        .select()
        .from(ventureTeamMembers)
        .where(inArray(ventureTeamMembers.venture_id, ventureIds))
        .orderBy(asc(ventureTeamMembers.id)),
    );
    const cSuite = await linked(
      db
        .select()
        .from(ventureCSuiteMembers)
        .where(inArray(ventureCSuiteMembers.venture_id, ventureIds))
        .orderBy(asc(ventureCSuiteMembers.id)),
    );
    for (const a of batch) {
      const u = userRows.get(a.userId);
      if (!u) {
        bad(a, 'no user row');
        continue;
      }
      same(a, 'profile', u, a.profile);
      const v = ventureRows.get(a.userId);
      if (!v) {
        bad(a, 'no venture');
        continue;
      }
      const { sectors: s, countries: c, client_locations: l, ...fields } = a.venture;
      same(a, 'venture', v, fields);
      const ids = (rows: Record<string, unknown>[] | undefined, key: string) =>
        (rows ?? []).map((r) => r[key] as number).sort((x, y) => x - y);
      same(
        a,
        'venture',
        {
          sectors: ids(vs.get(v.id), 'sector_id'),
          countries: ids(vc.get(v.id), 'country_id'),
          client_locations: ids(vl.get(v.id), 'client_location_id'),
        },
        { sectors: s, countries: c, client_locations: l },
      );
      for (const [field, bytes] of [
        ['cr12', a.cr12],
        ['registration_cetificate', a.registration],
      ] as const) {
        const name = v[field];
        const stored = name ? await fs.promises.readFile(path.join(docs, name)).catch(() => null) : null;
        if (!stored) bad(a, `${field}: no file (${name})`);
        else if (!stored.equals(bytes)) bad(a, `${field}: the stored file differs from the one sent`);
      }
      same(a, 'venture', v, {
        c_suite_women: 1,
        full_time_employee_count: 4 + (a.i % 7),
        part_time_employee_count: a.i % 3,
      });
      for (const [what, stored, expected] of [
        ['team', team.get(v.id) ?? [], a.team.members],
        ['c_suite', cSuite.get(v.id) ?? [], a.team.cSuite],
      ] as const) {
        if (stored.length !== expected.length) bad(a, `${stored.length} ${what} members, sent ${expected.length}`);
        for (const [j, m] of expected.entries()) if (stored[j]) same(a, `${what}[${j}]`, stored[j], m);
      }
      const answers = await storedAnswers(db, a.userId, programId);
      if (canonical(answers) !== canonical(a.answers)) bad(a, 'the stored answers differ from the ones sent');
      const apps = appRows.filter((r) => r.user_id === a.userId);
      if (apps.length !== 1) bad(a, `${apps.length} applications`);
      else
        same(a, 'application', apps[0]!, {
          ...a.application,
          program_id: programId,
          venture_id: v.id,
          stage: 'submitted',
        });
    }
  }
  return problems;
}
