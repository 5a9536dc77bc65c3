import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the sink accepted: the envelope and the message as sent (headers and body). */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface FakeSmtpService {
  /** `smtp://127.0.0.1:<port>` (SMTP_URL). */
  url: string;
  /** The environment delivery needs to send here. */
  env: Record<string, string>;
  mails: ReceivedMail[];
  /** Recipients refused for good (550), as a server without that mailbox answers. */
  refused: Set<string>;
  stop: () => Promise<void>;
}

/**
 * A local SMTP server (the `smtp-server` package) on a free loopback port that keeps every message
 * it is given, for delivery's tests and the end-to-end outbox. No TLS, no authentication.
 * Tests only.
 */
export async function startFakeSmtpService(
  options: { from?: string } = {},
): Promise<FakeSmtpService> {
  const mails: ReceivedMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) {
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const url = `smtp://127.0.0.1:${port}`;
  return {
    url,
    env: { SMTP_URL: url, EMAIL_FROM: options.from ?? 'District 742 <news@d742.example>' },
    mails,
    refused,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text part of a plain message, quoted-printable undone. */
export function mailText(raw: string): string {
  return Buffer.from(
    raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}
