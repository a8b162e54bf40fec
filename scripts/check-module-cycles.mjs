// Fails when the API's modules, or the web app's features, import each other in a cycle
// (groups -> ratings -> groups). Biome's
// noRestrictedImports holds the layers and the public entries, but it sees one import at a time
// and its noImportCycles sees files, not folders: a cycle between modules that runs through
// different files would pass both.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = [join(ROOT, 'apps', 'api', 'src', 'modules'), join(ROOT, 'apps', 'web', 'src', 'features')];
/** Tests may reach into another folder's fixtures (docs/architecture.md); only what ships counts. */
const SHIPPED = (name) => /\.tsx?$/.test(name) && !/(\.test\.tsx?|test-fixtures\.ts)$/.test(name);
const SPECIFIER = /(?:from|import)\s*\(?\s*['"](\.[^'"]*)['"]/g;

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : SHIPPED(e.name) ? [join(dir, e.name)] : [],
  );

/** The cycles between the top folders of `root`, each with the first file of each step. */
function cyclesIn(root) {
  /** module -> Map(imported module -> the first file that imports it) */
  const graph = new Map();
  for (const file of files(root)) {
    const from = relative(root, file).split(sep)[0];
    const edges = graph.get(from) ?? new Map();
    graph.set(from, edges);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = relative(root, normalize(join(dirname(file), spec)));
      const to = target.split(sep)[0];
      if (to !== from && to !== '..' && !edges.has(to)) edges.set(to, relative(root, file));
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
  return cycles.map((cycle) =>
    cycle
      .slice(1)
      .map((to, i) => `${cycle[i]} -> ${to} (${graph.get(cycle[i]).get(to)})`)
      .join(', '),
  );
}

const found = FOLDERS.flatMap((root) => cyclesIn(root).map((steps) => `  ${relative(ROOT, root)}: ${steps}`));
if (found.length > 0) {
  console.error('Modules or features import each other in a cycle (docs/architecture.md, Layers):');
  for (const line of found) console.error(line);
  console.error('Move the shared piece to one side, to a small module both import, or down to lib/.');
  process.exit(1);
}
