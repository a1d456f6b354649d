// The topology's S3-compatible object storage, where both API processes keep product photos (issue 32): s3rver,
// an S3 API written in Node (the API's devDependency, so `npm install` is all it takes; compose.yaml runs MinIO).
// Its own process, a part the supervisor starts and stops like the others (scripts/topology.mjs): it listens on
// a free loopback port, creates the bucket when missing, keeps its files in OBJECT_STORAGE_DIR and reports
// { port } over IPC once it answers.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from '../lib/frontends.mjs';

// Resolved as the API resolves it: api/package.json declares s3rver, the repository's root does not.
const S3rver = createRequire(join(repoRoot, 'api', 'package.json'))('s3rver');

async function main() {
  const directory = process.env.OBJECT_STORAGE_DIR;
  const bucket = process.env.OBJECT_STORAGE_BUCKET;
  if (!directory || !bucket || !process.send)
    throw new Error('run by scripts/topology.mjs: OBJECT_STORAGE_DIR, OBJECT_STORAGE_BUCKET and an IPC channel');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const stop = () => {
    // The API processes' keep-alive connections must not hold the exit back.
    setTimeout(() => process.exit(0), 1000).unref();
    server.close().then(
      () => process.exit(0),
      () => process.exit(0),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // The supervisor gone without a goodbye (SIGKILL): nothing keeps serving its folder.
  process.on('disconnect', stop);
  process.send({ port });
}

main().catch((error) => {
  console.error(`[object-storage] ${error.stack ?? error}`);
  process.exit(1);
});
