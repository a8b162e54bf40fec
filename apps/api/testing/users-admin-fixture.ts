import { and, asc, desc, eq } from 'drizzle-orm';
import { auditLogs, roles } from '../src/db/schema';
import { createTestApp } from './helpers';

type Headers = Record<string, string>;

/**
 * One app per users-admin test file: the admin signed in, a "Programme Editor" role granting
 * program_view only (to watch permissions change), and the calls and look-ups the files share.
 */
export async function usersAdminFixture() {
  const t = await createTestApp();
  const { app, db } = t;
  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers?: Headers, payload?: object) =>
    app.inject({ method, url, headers, payload });
  const login = (email: string, password: string) => req('POST', '/api/login', undefined, { email, password });
  const getUser = (headers: Headers) => req('GET', '/api/get-user', headers);

  const roleId = async (name: string) => (await db.select().from(roles).where(eq(roles.name, name)))[0]!.id;
  const auditOf = async (userId: number) =>
    db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.model, 'User'), eq(auditLogs.model_id, String(userId))))
      .orderBy(asc(auditLogs.id));
  const lastAudit = async (userId: number) =>
    (
      await db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.model, 'User'), eq(auditLogs.model_id, String(userId))))
        .orderBy(desc(auditLogs.id))
        .limit(1)
    )[0]!;

  const newUser = (over: Record<string, unknown> = {}) => ({
    first_name: 'Wanjiru',
    middle_name: '',
    last_name: 'Mwangi',
    email: `wanjiru.${Math.random().toString(36).slice(2, 8)}@example.com`,
    phone_number: '+254 711 000 111',
    password: 'Mbegu-Bora@2026',
    roles: [] as number[],
    ...over,
  });

  const admin = await t.admin();
  const adminId: number = (await getUser(admin)).json().id;
  const created = await req('POST', '/api/role', admin, {
    name: 'Programme Editor',
    guard_name: 'api',
    default_page: '/programs',
    public: false,
    permissions: ['program_view'],
  });
  const editorRole: number = created.json().id;
  return { t, app, db, req, login, getUser, roleId, auditOf, lastAudit, newUser, admin, adminId, editorRole };
}
