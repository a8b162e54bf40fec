// Fails when the API's modules import each other in a cycle (groups -> ratings -> groups). Biome's
// noRestrictedImports holds the layers and the public entries, but it sees one import at a time
// and its noImportCycles sees files, not folders: a cycle between modules that runs through
// different files would pass both.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const MODULES = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'api', 'src', 'modules');
const SPECIFIER = /(?:from|import)\s*\(?\s*['"](\.[^'"]*)['"]/g;

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );

/** module -> Map(imported module -> the first file that imports it) */
const graph = new Map();
for (const file of files(MODULES)) {
  const from = relative(MODULES, file).split(sep)[0];
  const edges = graph.get(from) ?? new Map();
  graph.set(from, edges);
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
    const target = relative(MODULES, normalize(join(dirname(file), spec)));
    const to = target.split(sep)[0];
    if (to !== from && to !== '..' && !edges.has(to)) edges.set(to, relative(MODULES, file));
  }
}

const cycles = [];
const state = new Map(); // undefined: not seen, 1: on the path, 2: done
const walk = (mod, path) => {
  state.set(mod, 1);
  for (const next of graph.get(mod)?.keys() ?? []) {
    if (state.get(next) === 1) cycles.push([...path.slice(path.indexOf(next)), next]);
    else if (!state.get(next)) walk(next, [...path, next]);
  }
  state.set(mod, 2);
};
for (const mod of [...graph.keys()].sort()) if (!state.get(mod)) walk(mod, [mod]);

if (cycles.length > 0) {
  console.error('apps/api/src/modules import each other in a cycle (docs/architecture.md, Layers):');
  for (const cycle of cycles) {
    const steps = cycle.slice(1).map((to, i) => `${cycle[i]} -> ${to} (${graph.get(cycle[i]).get(to)})`);
    console.error(`  ${steps.join(', ')}`);
  }
  console.error('Move the shared piece to one side, to a small module both import, or to lib/.');
  process.exit(1);
}
