import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const api = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Writes dist/.vite/chunk-modules.json (chunk file → the source modules in it, with their sizes), so that
 * `npm run bench:web` can tell from the network which code a page downloaded (the manifest
 * names entries only, not what the shared chunks hold). Dot folders are not served.
 */
function chunkModules(): Plugin {
  return {
    name: 'portal:chunk-modules',
    apply: 'build',
    writeBundle(options, bundle) {
      // chunk → { module: its minified size in the chunk }
      const map: Record<string, Record<string, number>> = {};
      const root = path.resolve(import.meta.dirname, '../..');
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        map[chunk.fileName] = Object.fromEntries(
          Object.entries(chunk.modules).map(([id, m]) => [
            path.relative(root, id.replace(/^\0/, '')),
            m.renderedLength,
          ]),
        );
      }
      const dir = path.join(options.dir ?? 'dist', '.vite');
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'chunk-modules.json'), JSON.stringify(map, null, 1));
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server render's build (dist-ssr/) needs neither the public files nor the chunk lists.
  plugins: isSsrBuild ? [react()] : [react(), chunkModules()],
  // Every `import … from 'zod'` (the contract's schemas too) goes through a module that sets
  // zod's jitless flag first: no page reports a CSP violation (src/zod-config.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/zod-jitless.ts') }] },
  server: {
    port: 5173,
    // ws: the live updates' WebSocket (/api/live) goes through the same proxy.
    proxy: { '/api': { target: api, ws: true }, '/storage': api },
  },
  // The server-side render (entry-server.tsx) is one self-contained file: the API that imports it
  // resolves no web dependency at run time.
  ssr: { noExternal: true },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    // jsdom rendering MUI date pickers is slow on a busy 2-core machine: a long form typed key by
    // key took over 15 s when other work shared the cores. The limit catches hangs, not slowness.
    testTimeout: 45000,
    // Vitest leaves one core free by default: on a 2-core CI machine that is one file at a time
    // (two workers took a component run from 58 s to 34 s).
    maxWorkers: 2,
    // The browser's tus-js-client (XMLHttpRequest, File slices), as the app's bundle has it (its
    // `browser` field): Node's resolution would pick its Node build, which reads streams, not Files.
    alias: [{ find: /^tus-js-client$/, replacement: 'tus-js-client/lib.esm/browser/index.js' }],
    // mui-tiptap's CommonJS build would load a second ProseMirror; inline it to share one.
    server: { deps: { inline: ['mui-tiptap'] } },
  },
}));
