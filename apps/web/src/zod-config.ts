import { config } from 'zod/v4/core';

/**
 * zod 4 probes `new Function` on its first object parse to compile a faster parser; under our
 * Content-Security-Policy (no 'unsafe-eval') every page then reports a violation. Jitless skips
 * the probe and the compiled path, with the same results. Imported first by main.tsx: ES imports
 * run in order, and no schema may parse before this line.
 */
config({ jitless: true });
