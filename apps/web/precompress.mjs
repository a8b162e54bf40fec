// Writes .br and .gz beside each text asset of the build, so the server sends them as they are
// (@fastify/static `preCompressed`) instead of compressing on every request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = new URL('./dist', import.meta.url).pathname;
const TEXT = /\.(js|css|html|svg|json|txt|map)$/;
let count = 0;
for (const file of fs.readdirSync(dist, { recursive: true })) {
  const full = path.join(dist, String(file));
  if (!TEXT.test(full) || !fs.statSync(full).isFile() || fs.statSync(full).size < 1024) continue;
  const data = fs.readFileSync(full);
  fs.writeFileSync(
    `${full}.br`,
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files`);
