/**
 * zod 4 probes `new Function` the first time an object schema is built, to compile a faster
 * parser; under our Content-Security-Policy (no 'unsafe-eval') every page then reports a
 * violation. Jitless skips the probe and the compiled path, with the same results.
 *
 * The flag must be set before the first `z.object(...)`, which runs when the contract's modules
 * load, possibly in a shared chunk evaluated before the entry's own code. So it lives in zod's
 * global config object (`globalThis.__zod_globalConfig`, the one zod's core keeps), set from a
 * module that imports nothing, and `zod` itself is aliased to `zod-jitless.ts` (vite.config.ts),
 * which imports this file before zod: every schema in the bundle is built after it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
