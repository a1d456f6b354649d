import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A mail as the local SMTP server received it: envelope sender and recipients, and the raw message. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, as SMTP_URL would name it. */
  url: string;
  /** Every mail accepted so far, in order. */
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port (smtp-server), for the mail tests: it accepts every mail
 * unless `onRcptTo` refuses a recipient, and answers each DATA after `delayMs` (a real server takes a
 * moment, which lets concurrent senders overlap).
 */
export async function startTestSmtpServer({
  onRcptTo,
  delayMs = 0,
}: { onRcptTo?: SMTPServerOptions['onRcptTo']; delayMs?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    ...(onRcptTo ? { onRcptTo } : {}),
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        });
        setTimeout(callback, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
