/** The built server as a child process, and the scratch database it may run on. */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CPU_PROF, sleep } from './config';

/** apps/api: two levels above this folder. */
const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

export function buildIfMissing() {
  const main = path.join(API_DIR, 'dist/main.js');
  if (fs.existsSync(main)) {
    console.log(`server: ${main} as built ${fs.statSync(main).mtime.toISOString()} (npm run build to refresh)`);
    return main;
  }
  console.log('server: building apps/api/dist (node build.mjs)');
  const r = spawnSync(process.execPath, ['build.mjs'], { cwd: API_DIR, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('the API build failed');
  return main;
}

export async function startServer(main: string, env: NodeJS.ProcessEnv, logFile: string) {
  const log = fs.openSync(logFile, 'a');
  const flags = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF)}`] : [];
  const child = spawn(process.execPath, [...flags, main], { cwd: API_DIR, env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const port = Number(env.PORT);
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start; see ${logFile}`);
    const ok = await new Promise<boolean>((resolve) => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/health' }, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .on('error', () => resolve(false));
    });
    if (ok) return child;
    await sleep(100);
  }
  throw new Error('the server did not answer /api/health within 60 s');
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(20_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** A database of our own on DATABASE_URL's server: never the one the URL names. */
export async function scratchDatabase(url: string) {
  const name = process.env.BENCH_DB_NAME ?? 'bench_deadline';
  if (!/^bench_[a-z0-9_]+$/.test(name)) throw new Error('BENCH_DB_NAME must start with bench_');
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return { url: u.toString(), name, drop: () => admin(`drop database if exists ${name} with (force)`) };
}
