import type { IncomingMessage } from 'node:http';

/**
 * The request body as text, for the development servers built on node:http (the identity provider and the
 * test payment processor), which have no framework to parse it. Past `maxBytes` it rejects with
 * `tooLarge()` and drops the connection, so a runaway client cannot fill the process's memory.
 */
export function readBody(req: IncomingMessage, maxBytes: number, tooLarge: () => Error): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        reject(tooLarge());
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
