import { type ChildProcess, spawn } from 'node:child_process';

export type ServerProcess = { child: ChildProcess; exited: Promise<number | null>; output: () => string };

/** The real entry point (src/main.ts) in a process of its own, with its output kept for messages. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (d: Buffer) => {
    output += d;
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}
