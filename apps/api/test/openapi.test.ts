import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { memoryMailer } from '../src/lib/mail';
import { localStorage } from '../src/lib/storage';
import { NO_BODY } from '../testing/fuzz/catalogue';
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

type Schema = { title?: string; anyOf?: Schema[]; properties?: Record<string, Schema & { items?: unknown }> };
type TypeParameter = { required?: boolean; schema: { enum?: string[] } };

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
        if (found.length) missing.push(`${key}: ${found.join(', ')}`);
      }
    }
    if (missing.length) console.log(`Undocumented:\n${missing.join('\n')}`);
    expect(missing).toEqual([]);
  });

  it('shows the body of every type of a call that reads `type` and a body', async () => {
    const { paths } = await document();
    const perType: string[] = [];
    const missing: string[] = [];
    for (const [path, ops] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const type = op.parameters?.find((p) => p.in === 'query' && p.name === 'type') as TypeParameter | undefined;
        if (!['post', 'put', 'patch'].includes(method) || !type?.schema.enum) continue;
        // One required type names the call (POST /api/report?type=applicationPDF): it has one body.
        if (type.required && type.schema.enum.length === 1) continue;
        const key = `${method.toUpperCase()} ${path}`;
        perType.push(key);
        // `bodyPerType` titles each type's body: one of several (anyOf), or the only one.
        const titles = Object.values(op.requestBody?.content ?? {}).flatMap((c) => {
          const schema = c.schema as Schema | undefined;
          return [schema?.title, ...(schema?.anyOf ?? []).map((branch) => branch.title)];
        });
        const expected = [...(type.required ? [] : ['without type']), ...type.schema.enum.map((t) => `type=${t}`)];
        for (const title of expected) if (!titles.includes(title)) missing.push(`${key}: ${title}`);
      }
    }
    expect(perType).toEqual(
      expect.arrayContaining([
        'POST /api/question',
        'POST /api/venture',
        'POST /api/venture-rating',
        'POST /api/user',
        'PUT /api/user/{id}',
        'POST /api/application',
        'POST /api/log',
        'POST /api/contact-us',
      ]),
    );
    expect(missing).toEqual([]);
  });

  it('shows uploaded files and downloads as binary', async () => {
    const { paths } = await document();
    const binary = { type: 'string', format: 'binary' };
    const form = (path: string) => paths[path]!.post!.requestBody!.content!['multipart/form-data']!.schema as Schema;
    expect(form('/api/image').properties!.files!.items).toEqual(binary);
    expect(form('/api/image-upload').properties!.upload).toEqual(binary);
    for (const branch of form('/api/venture').anyOf!) expect(branch.properties!.files).toEqual(binary);
    const downloads: [string, string, string][] = [
      ['get', '/storage/{bucket}/{name}', 'video/mp4'],
      ['get', '/api/venture/{id}/documents/{field}', 'application/pdf'],
      ['get', '/api/report', 'text/csv'],
      ['post', '/api/report', 'application/pdf'],
    ];
    for (const [method, path, type] of downloads) {
      expect(paths[path]![method]!.responses!['200']!.content![type]!.schema, `${method} ${path}`).toEqual(binary);
    }
  });
});
