// `npm start`: builds what is missing, then runs the server (migrate, seed, serve) on one port.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const missing = !fs.existsSync('apps/web/dist/index.html') || !fs.existsSync('apps/api/dist/main.js');
if (missing || process.env.REBUILD === '1') {
  console.log('Building the web app and the API (first start)...');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
