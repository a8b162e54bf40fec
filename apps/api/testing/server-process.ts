import { type ChildProcess, spawn } from 'node:child_process';
import pg from 'pg';

export type ServerProcess = { child: ChildProcess; exited: Promise<number | null>; output: () => string };

/** The real entry point (src/main.ts) in a process of its own, with its output kept for messages. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (d: Buffer) => {
    output += d;
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Waits for `GET /api/health` to answer 200; a server that exits or never answers fails with its output. */
/** A JSON call to a server process over real HTTP (`origin` like `http://127.0.0.1:3001`). */
export async function jsonCall(origin: string, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${origin}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the answer it expects
  return { status: res.status, headers: res.headers, json: (text ? JSON.parse(text) : null) as any };
}

export async function waitHealthy(port: number, server: ServerProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`instance on ${port} exited:\n${server.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`instance on ${port} did not become healthy:\n${server.output()}`);
}

/**
 * A new database on TEST_DATABASE_URL's server for processes to share: its URL, a query on it
 * and a drop (forced: the processes may have been killed with their connections open).
 */
export function sharedPostgres(prefix: string) {
  const server = process.env.TEST_DATABASE_URL ?? '';
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const urlOf = (database: string) => {
    if (!server) throw new Error('these tests need TEST_DATABASE_URL');
    const u = new URL(server);
    u.pathname = `/${database}`;
    return u.toString();
  };
  const maintenance = server ? new URL(server).pathname.slice(1) || 'postgres' : '';
  let created = false;
  const query = async <T>(sql: string, params: unknown[] = [], database = name): Promise<T[]> => {
    const c = new pg.Client({ connectionString: urlOf(database) });
    await c.connect();
    try {
      return (await c.query(sql, params)).rows as T[];
    } finally {
      await c.end();
    }
  };
  return {
    get url() {
      return urlOf(name);
    },
    query,
    create: async () => {
      await query(`create database ${name}`, [], maintenance);
      created = true;
    },
    drop: async () => {
      if (created) await query(`drop database if exists ${name} with (force)`, [], maintenance);
    },
  };
}
