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
    // mui-tiptap's CommonJS build would load a second ProseMirror; inline it to share one.
    server: { deps: { inline: ['mui-tiptap'] } },
  },
});
