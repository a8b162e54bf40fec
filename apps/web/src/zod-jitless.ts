// `zod`, as the web build sees it (vite.config.ts aliases it here): jitless before any schema.
import './zod-config';

export * from 'zod/v4';
