import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

const repoRoot = resolve(__dirname, '../..');

/**
 * Serves a folder with scripts/serve-static.mjs, as `npm start` serves the remotes (a remote deployed on an
 * origin of its own); resolves with the server's process once it listens. The caller stops it.
 */
export function serveStatic(dir: string, port: number, flags: string[] = ['--cors']): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [join(repoRoot, 'scripts', 'serve-static.mjs'), '--dir', dir, '--port', String(port), ...flags],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise<ChildProcess>((listening, failed) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving')) listening(server);
    });
    server.on('exit', (code) => failed(new Error(`serve-static on ${port} exited with ${code}`)));
  });
}
