/** The benchmark's settings, from the environment (see main.ts), and the small helpers every part uses. */

export const QUICK = process.env.BENCH_QUICK === '1' || process.argv.includes('--quick');
export const APPLICANTS = Number(process.env.APPLICANTS ?? (QUICK ? 20 : 200));
export const RAMP = (process.env.BENCH_RAMP ?? (QUICK ? '1,4' : '0.5,1,1.5,2,3,4,6,8'))
  .split(',')
  .map(Number)
  .filter((f) => f > 0);
export const SEED = Number(process.env.BENCH_SEED ?? 8);
export const CPU_PROF = process.env.BENCH_CPU_PROF;
export const KEEP = process.env.BENCH_KEEP === '1';
/**
 * The main wave's founders open the wizard within ARRIVAL_MS and think a time uniform in THINK_MS
 * before each save. A real last hour has minutes per step: this is it compressed about tenfold,
 * 200 founders in under three minutes.
 */
export const ARRIVAL_MS = QUICK ? 2000 : 60_000;
export const THINK_MS: [number, number] = QUICK ? [200, 1000] : [4000, 16_000];
/** The ramp's founders think a tenth of that: the load is set by how many arrive per second. */
export const RAMP_THINK_FACTOR = 0.1;
export const STAGE_S = Number(process.env.BENCH_STAGE_S ?? (QUICK ? 5 : 15));
/** Calls one founder makes (applyOnce), for the offered load of a ramp stage. */
export const CALLS_PER_FOUNDER = 17;
export const P99_TARGET_MS = 300;
export const RSS_TARGET_BYTES = 1024 ** 3;

/** mulberry32: a small seeded generator, so two runs wait and answer alike. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
