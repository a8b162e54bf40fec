// `npm run backup -- <file>` and `npm run restore -- <file>` (docs/operations.md).
import path from 'node:path';
import { loadConfig } from '../config';
import { backup, restore } from './backup';

const USAGE = 'Usage: npm run backup -- <file.tar.gz>   |   npm run restore -- <file.tar.gz>';

async function run() {
  const [command, target] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !target) throw new Error(USAGE);
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: back up the PostgreSQL database with pg_dump and the bucket with its own tools (docs/operations.md).',
    );
  }
  // Relative to where the command was typed, like DATA_DIR (npm runs scripts in the workspace).
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
  if (command === 'backup') {
    const done = await backup(config.dataDir, file);
    console.log(`Backed up ${config.dataDir} to ${done.file}: the database and ${done.files} stored files.`);
    if (config.s3) console.log('STORAGE_URL is set: files in the bucket are not in this backup.');
  } else {
    const done = await restore(config.dataDir, file);
    console.log(
      `Restored the backup of ${done.createdAt} into ${config.dataDir}: the database and ${done.files} stored files.`,
    );
    if (done.previous)
      console.log(`What was there before is kept in ${done.previous}; delete it when you no longer need it.`);
  }
}

run().then(
  () => process.exit(0),
  (err: Error) => {
    console.error(err.message);
    process.exit(1);
  },
);
