import { ROLE_SYSTEM_ADMIN } from '@portal/contract/permissions';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appState, auditLogs, rolePermissions, roles, users } from '../src/db/schema';
import { seed } from '../src/db/seed';
import { ADMIN, createTestApp, fakeClock } from '../testing/helpers';

const clock = fakeClock();
const t = await createTestApp({ clock });
const { db } = t;

const adminGrants = async () => {
  const [admin] = await db.select().from(roles).where(eq(roles.name, ROLE_SYSTEM_ADMIN));
  const [{ n }] = (await db
    .select({ n: count() })
    .from(rolePermissions)
    .where(eq(rolePermissions.role_id, admin!.id))) as [{ n: number }];
  return { roleId: admin!.id, n };
};

/** What the seed grants the admin role on a fresh database. */
let granted = 0;
beforeAll(async () => {
  granted = (await adminGrants()).n;
});

describe('the seed at each start', () => {
  it('records what it seeded, and a restart with the same release and settings skips it', async () => {
    // The app's own start (no demo) is the last seed, whatever ran before.
    await seed(db, { admin: ADMIN, demo: false, now: clock.now() });
    const [state] = await db.select().from(appState).where(eq(appState.key, 'seed'));
    expect(state?.value).toMatch(/^[0-9a-f]{64}$/);
    const { roleId, n } = await adminGrants();
    expect(n).toBeGreaterThan(50);

    // Something the seed would restore is gone; the same inputs do not look again.
    const [one] = await db.select().from(rolePermissions).where(eq(rolePermissions.role_id, roleId)).limit(1);
    await db.delete(rolePermissions).where(eq(rolePermissions.permission_id, one!.permission_id));
    const logsBefore = (await db.select({ n: count() }).from(auditLogs))[0]!.n;
    await seed(db, { admin: ADMIN, demo: false, now: clock.now() });
    expect((await adminGrants()).n).toBe(n - 1);
    expect((await db.select({ n: count() }).from(auditLogs))[0]!.n).toBe(logsBefore);
  });

  it('runs again when what it would seed changes (here: the demo accounts), adding what is missing', async () => {
    const before = await db.select().from(appState).where(eq(appState.key, 'seed'));
    await seed(db, { admin: ADMIN, demo: true, now: clock.now() });
    const after = await db.select().from(appState).where(eq(appState.key, 'seed'));
    expect(after[0]!.value).not.toBe(before[0]!.value);
    const { n } = await adminGrants();
    expect(n).toBe(granted);
    const judges = await db.select().from(users).where(eq(users.email, 'judge@example.com'));
    expect(judges).toHaveLength(1);
    // And once more with the same inputs: nothing is added twice.
    await seed(db, { admin: ADMIN, demo: true, now: clock.now() });
    expect(await db.select().from(users).where(eq(users.email, 'judge@example.com'))).toHaveLength(1);
    expect((await adminGrants()).n).toBe(n);
  });
});
