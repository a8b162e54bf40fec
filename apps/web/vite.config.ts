import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // ws: the live updates' WebSocket (/api/live) goes through the same proxy.
    proxy: { '/api': { target: api, ws: true }, '/storage': api },
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    // jsdom rendering MUI date pickers is slow on a busy 2-core machine.
    testTimeout: 15000,
    // Vitest leaves one core free by default: on a 2-core CI machine that is one file at a time
    // (two workers took a component run from 58 s to 34 s).
    maxWorkers: 2,
    // mui-tiptap's CommonJS build would load a second ProseMirror; inline it to share one.
    server: { deps: { inline: ['mui-tiptap'] } },
  },
});
