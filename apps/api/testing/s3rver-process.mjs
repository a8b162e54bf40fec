// s3rver in a process of its own, started by testing/s3-server.ts. Its own process because s3rver
// 4.0.4 makes ListObjectsV2 continuation tokens with DES, which OpenSSL 3 offers only with
// --openssl-legacy-provider, a flag for a whole process that the tests' own must not carry.
import S3rver from '@20minutes/s3rver';
import { addMultipartOperations } from './s3rver-multipart.mjs';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
  // s3rver signs a bucket-level path as `/media` while SDK v3 sends `/media/`, so it would refuse
  // every HeadBucket and listing. Keys are still checked: an unknown access key is refused.
  allowMismatchedSignatures: true,
});
// What resumable uploads (@tus/s3-store) need and s3rver lacks: ListParts, ListMultipartUploads,
// AbortMultipartUpload, and the SDK's streamed bodies (aws-chunked with a checksum trailer).
addMultipartOperations(server);
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
// The test process gone (crashed, killed): its end of the pipe closes, and this server goes too.
process.stdin.on('end', stop);
process.stdin.resume();
