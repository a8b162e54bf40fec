/**
 * `npm run bench:demo-seed`: the first start's seeding on the embedded database, on disk in a
 * temporary folder as `npm start` runs it. Times the migrations, the demo content of the public
 * pages, the demo programme (founders, panels, ratings, inbox, history) and a restart's seed.
 * Target: migrations and the whole seed of a first start under 3 s. Exits 1 when it is missed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { DEMO_ADMIN } from '../src/config';
import { openPglite } from '../src/db/client';
import { appState } from '../src/db/schema';
import { seed } from '../src/db/seed';
import { DEMO_PROGRAMME_KEY, seedDemoProgramme } from '../src/db/seed/demo/programme';
import { localStorage } from '../src/lib/storage';

const TARGET_MS = 3000;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-seed-bench-'));
const storage = localStorage(path.join(dir, 'storage'));
const ms = (t: bigint) => Number(process.hrtime.bigint() - t) / 1e6;

const database = await openPglite(dir);
let t = process.hrtime.bigint();
await database.migrate();
const migrate = ms(t);

const now = new Date();
const opts = { admin: DEMO_ADMIN, demo: true, now, storage };
// The programme's marker first, so this pass times everything else; then the programme alone.
await database.db.insert(appState).values({ key: DEMO_PROGRAMME_KEY, value: 'bench' });
t = process.hrtime.bigint();
await seed(database.db, opts);
const rest = ms(t);
await database.db.delete(appState).where(eq(appState.key, DEMO_PROGRAMME_KEY));
t = process.hrtime.bigint();
await seedDemoProgramme({ db: database.db, storage, now });
const programme = ms(t);
t = process.hrtime.bigint();
await seed(database.db, opts);
const restart = ms(t);

await database.close();
fs.rmSync(dir, { recursive: true, force: true });

const first = migrate + rest + programme;
const row = (name: string, v: number) => console.log(`${name.padEnd(44)}${v.toFixed(0).padStart(7)} ms`);
row('migrations', migrate);
row('seed: accounts, reference data, public content', rest);
row('seed: demo programme', programme);
row('first start (migrations + seed)', first);
row('restart (seed only)', restart);
console.log(`target: first start < ${TARGET_MS} ms: ${first < TARGET_MS ? 'met' : 'MISSED'}`);
process.exit(first < TARGET_MS ? 0 : 1);
