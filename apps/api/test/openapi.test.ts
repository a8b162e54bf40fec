import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { memoryMailer } from '../src/lib/mail';
import { localStorage } from '../src/lib/storage';
import { fakeClock } from '../testing/helpers';

// The document is built from the routes' schemas alone: no database is asked.
const database = {
  db: {} as Database['db'],
  kind: 'pglite',
  migrate: async () => {},
  ping: async () => true,
  maintain: async () => {},
  exclusively: (work) => work(),
  close: async () => {},
} satisfies Database;

const app = await buildApp({
  database,
  storage: localStorage('/nonexistent'),
  mailer: memoryMailer(),
  clock: fakeClock(),
  config: { appUrl: 'http://portal.test', logLevel: 'silent', webDist: '/nonexistent', serveWeb: false },
});
await app.ready();
afterAll(() => app.close());

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  summary?: string;
  description?: string;
};

/** POST/PUT/PATCH calls that read no body at all (an action named by the path alone). */
const NO_BODY = new Set<string>(['POST /api/logout']);

/**
 * Calls still missing part of their documentation (issue 17, item 2), with what each lacks. It
 * only shrinks: empty once every route declares its schemas; a new route must never be added here.
 * The second test fails when an entry is fixed and not removed.
 */
const NOT_YET_DOCUMENTED = new Set<string>([
  'GET /api/user', // success response schema
  'POST /api/user', // request body
  'GET /api/user/role', // success response schema
  'GET /api/user/permission', // success response schema
  'PUT /api/user/{id}', // request body, success response schema
  'POST /api/role', // request body
  'PUT /api/role/{id}', // request body
  'GET /api/program', // success response schema
  'POST /api/program', // request body
  'PUT /api/program/{id}', // request body
  'GET /api/past-cohort', // success response schema
  'GET /api/competitor', // success response schema
  'GET /api/team', // success response schema
  'GET /api/news-feed', // success response schema
  'GET /api/story', // success response schema
  'POST /api/story', // request body
  'PUT /api/story/{id}', // request body
  'GET /api/video', // success response schema
  'GET /api/gallery', // success response schema
  'GET /api/album', // success response schema
  'POST /api/image', // request body
  'POST /api/image-upload', // request body
  'GET /storage/{bucket}/{name}', // success response schema
  'GET /api/question', // success response schema
  'POST /api/question', // request body, success response schema
  'GET /api/report', // success response schema
  'POST /api/report', // success response schema
  'POST /api/venture', // request body
  'GET /api/venture/{id}/documents/{field}', // success response schema
  'POST /api/venture-team-member', // request body
  'GET /api/group', // success response schema
  'POST /api/venture-rating', // request body
]);

const document = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json() as { paths: Record<string, Record<string, Operation>> };
};

/** What one operation leaves undocumented: its request body, path or query parameters, success answer. */
function gaps(path: string, method: string, op: Operation): string[] {
  const key = `${method.toUpperCase()} ${path}`;
  const missing: string[] = [];
  const params = op.parameters ?? [];
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
    if (!params.some((p) => p.in === 'path' && p.name === name)) missing.push(`path parameter ${name}`);
  }
  // A call that documents `type=` views or actions reads `type` from its querystring.
  const text = `${op.summary ?? ''}\n${op.description ?? ''}`;
  if (/`type=/.test(text) && !params.some((p) => p.in === 'query' && p.name === 'type')) {
    missing.push('query parameter type');
  }
  if (['post', 'put', 'patch'].includes(method) && !NO_BODY.has(key)) {
    const content = op.requestBody?.content ?? {};
    const bodies = Object.entries(content).filter(
      ([type, c]) => (type === 'application/json' || type === 'multipart/form-data') && c.schema,
    );
    if (bodies.length === 0) missing.push('request body');
  }
  const success = Object.entries(op.responses ?? {}).filter(([code]) => /^2\d\d$/.test(code));
  if (!success.some(([, r]) => Object.values(r.content ?? {}).some((c) => c.schema))) {
    missing.push('success response schema');
  }
  return missing;
}

describe('the OpenAPI document (/api/docs/json)', () => {
  it('documents the request and the success answer of every call', async () => {
    const { paths } = await document();
    const missing: string[] = [];
    for (const [path, ops] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        const key = `${method.toUpperCase()} ${path}`;
        const found = gaps(path, method, op);
        if (found.length && !NOT_YET_DOCUMENTED.has(key)) missing.push(`${key}: ${found.join(', ')}`);
      }
    }
    if (missing.length) console.log(`Undocumented:\n${missing.join('\n')}`);
    expect(missing).toEqual([]);
  });

  it('keeps the allow-list honest: every call on it still lacks something', async () => {
    const { paths } = await document();
    const fixed = [...NOT_YET_DOCUMENTED].filter((key) => {
      const [method, path] = key.split(' ') as [string, string];
      const op = paths[path]?.[method.toLowerCase()];
      return !op || gaps(path, method.toLowerCase(), op).length === 0;
    });
    expect(fixed).toEqual([]);
  });
});
