import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { s3Client } from '../src/lib/storage-s3';

/**
 * A real S3-compatible server on loopback (s3rver in a child process, files in its own temporary
 * folder) with one bucket, and a client configured the way STORAGE_URL configures the server's.
 * Close it after.
 */
export async function startS3(bucket = 'media') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', path.join(import.meta.dirname, 's3rver-process.mjs'), directory, bucket],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const firstLine = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    void exited.then((code) => reject(new Error(`s3rver stopped at start (exit code ${code})`)));
  });
  const { port } = JSON.parse(await firstLine) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed key pair; the SDK reads credentials from these variables, as in production.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const settings = { bucket, endpoint, region: 'us-east-1', forcePathStyle: true };
  const client = await s3Client(settings);
  return {
    client,
    settings,
    bucket,
    endpoint,
    async close() {
      client.destroy();
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
