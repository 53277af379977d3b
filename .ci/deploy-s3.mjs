// The deploy check's photo store: several app processes must all see every photo, which takes UPLOADS=s3 (as in
// production), so an S3-compatible server (s3rver, the stand-in the server tests use) runs on this machine's loopback.
// Usage: node .ci/deploy-s3.mjs <port> <directory> <bucket>
import S3rver from 's3rver';

const [port, directory, bucket] = process.argv.slice(2);
if (!port || !directory || !bucket) {
  console.error('usage: node .ci/deploy-s3.mjs <port> <directory> <bucket>');
  process.exit(2);
}
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});
await server.run();
console.log(`s3rver ready on 127.0.0.1:${port}, bucket ${bucket}`);
const stop = () => void server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
