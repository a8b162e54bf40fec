import { and, desc, eq } from 'drizzle-orm';
import { auditLogs, roles } from '../src/db/schema';
import { createTestApp } from './helpers';

type Headers = Record<string, string>;

/** One app per roles test file, the admin signed in, and the calls and look-ups the files share. */
export async function rolesFixture() {
  const t = await createTestApp();
  const { app, db } = t;
  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers?: Headers, payload?: object) =>
    app.inject({ method, url, headers, payload });

  const roleByName = async (name: string) => (await db.select().from(roles).where(eq(roles.name, name)))[0]!;
  const lastAudit = async (id: number) =>
    (
      await db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.model, 'Role'), eq(auditLogs.model_id, String(id))))
        .orderBy(desc(auditLogs.id))
        .limit(1)
    )[0]!;

  /** A valid role body under a name of its own. */
  const roleBody = (over: Record<string, unknown> = {}) => ({
    name: `Role ${Math.random().toString(36).slice(2, 8)}`,
    guard_name: 'api',
    default_page: '/programs',
    public: false,
    permissions: ['program_view', 'program_create', 'team_view'],
    ...over,
  });

  const admin = await t.admin();
  const adminId: number = (await req('GET', '/api/get-user', admin)).json().id;
  return { t, app, db, req, roleByName, lastAudit, roleBody, admin, adminId };
}
