/** What the load measured: latency percentiles per call, and the CPU and memory of the processes, from /proc. */
import fs from 'node:fs';
import type { Applicant } from './applicants';
import { applyOnce, type Client, type Sample } from './client';
import { fmt, P99_TARGET_MS } from './config';

export function percentiles(ms: number[]) {
  const s = [...ms].sort((x, y) => x - y);
  const at = (p: number) => (s.length ? s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]! : 0);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: s.at(-1) ?? 0 };
}

export function printTable(samples: Sample[]) {
  const labels = [...new Set(samples.map((s) => s.label))];
  console.log(
    `${'call'.padEnd(34)}${['count', 'errors', 'p50', 'p95', 'p99', 'max'].map((h) => h.padStart(8)).join('')}`,
  );
  const row = (label: string, list: Sample[]) => {
    const p = percentiles(list.map((s) => s.ms));
    const cells = [
      String(list.length),
      String(list.filter((s) => !s.ok).length),
      fmt(p.p50),
      fmt(p.p95),
      fmt(p.p99),
      fmt(p.max),
    ];
    const flag = p.p99 >= P99_TARGET_MS ? '  > 300 ms' : '';
    console.log(`${label.padEnd(34)}${cells.map((c) => c.padStart(8)).join('')}${flag}`);
    return p;
  };
  const worst = Math.max(
    ...labels.map(
      (l) =>
        row(
          l,
          samples.filter((s) => s.label === l),
        ).p99,
    ),
  );
  row('all calls', samples);
  return worst;
}

/** CPU time (user + system) a process has used, in ms, from /proc (clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
};

/** CPU time of the PostgreSQL server's processes (every database's: ours is most of it during a wave). */
const postgresMs = () => {
  let ms = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') ms += cpuMs(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return ms;
};

/** CPU time the whole machine has spent busy, in ms (all cores), from /proc/stat. */
const machineBusyMs = () => {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number) as number[];
  return (user! + nice! + system! + irq! + softirq! + steal!) * 10;
};

/** Founders arriving at the given times (ms from now), each thinking `factor` times THINK_MS. */
export async function wave(client: Client, group: Applicant[], arrivals: number[], factor: number, serverPid: number) {
  const from = client.samples.length;
  const start = performance.now();
  const before = {
    server: cpuMs(serverPid),
    postgres: postgresMs(),
    machine: machineBusyMs(),
    own: process.cpuUsage(),
  };
  const done = await Promise.all(group.map((a, k) => applyOnce(client, a, arrivals[k]!, factor)));
  const seconds = (performance.now() - start) / 1000;
  const own = process.cpuUsage(before.own);
  const server = cpuMs(serverPid) - before.server;
  const postgres = postgresMs() - before.postgres;
  const bench = (own.user + own.system) / 1000;
  const samples = client.samples.slice(from);
  // A process that ended during the wave takes its CPU time with it: never below 0.
  const cores = (ms: number) => Math.max(0, ms / 1000 / seconds);
  return {
    samples,
    seconds,
    submitted: group.filter((_, k) => done[k]),
    rate: samples.length / seconds,
    cpuPerCall: server / samples.length,
    serverCores: cores(server),
    postgresCores: cores(postgres),
    benchCores: cores(bench),
    /** Other people's work on the machine: the latencies are the server's own only when this is near 0. */
    otherCores: cores(machineBusyMs() - before.machine - server - postgres - bench),
  };
}

export const readStatus = (pid: number) => {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(text.match(new RegExp(`${key}:\\s+(\\d+) kB`))?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return { rss: 0, hwm: 0 };
  }
};
