import { Writable } from 'node:stream';

/**
 * Every line the app logs, kept for a test to read: pass `logger` to buildApp (through useTestApp's
 * `app` option). Trace level, so that nothing a handler or plugin logs escapes the check.
 */
export function captureLogLines(): { lines: string[]; logger: { level: 'trace'; stream: Writable } } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { lines, logger: { level: 'trace', stream } };
}
