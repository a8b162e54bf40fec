// Bundles the API (and the contract it imports as TypeScript) into dist/main.js; npm packages
// stay external. Migrations are copied beside it, where the bundled client looks for them.
import fs from 'node:fs';
import { build } from 'esbuild';

fs.rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: {},
  plugins: [
    {
      // Bundle the workspace contract (TypeScript source) instead of leaving it external.
      name: 'bundle-contract',
      setup(b) {
        b.onResolve({ filter: /^@portal\/contract\// }, async (args) => {
          const sub = args.path.slice('@portal/contract/'.length);
          return { path: new URL(`../../packages/contract/src/${sub}.ts`, import.meta.url).pathname };
        });
      },
    },
  ],
  logLevel: 'warning',
});
fs.cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
// The demo stories' clip, found beside the running module like the migrations.
fs.cpSync('src/db/seed/demo/stories-assets', 'dist/stories-assets', { recursive: true });
console.log('api built: dist/main.js');
