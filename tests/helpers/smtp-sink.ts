/**
 * A real SMTP server in the test process (smtp-server), and what arrived at it parsed with
 * mailparser: the outbox's tests send through nodemailer exactly as the site does.
 */
import type { AddressInfo } from 'node:net';

import { simpleParser, type ParsedMail } from 'mailparser';
import type { Transporter } from 'nodemailer';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

import { createMailTransport } from '~/server/outbox/mail-transport';

export interface ReceivedEmail {
  to: string;
  mail: ParsedMail;
}

export interface SmtpSink {
  url: string;
  received: ReceivedEmail[];
  /** A transport to this sink, as the site makes one from SMTP_URL. */
  transport(): Transporter;
  /** Answers the DATA of mails to `address` with this SMTP code (550: refused for good). */
  refuse(address: string, code: number): void;
  /** Waits until `count` emails arrived (or fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedEmail[]>;
  close(): Promise<void>;
}

/** A header as it was sent (mailparser folds some, such as List-*, into objects). */
export function headerOf(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedEmail[] = [];
  const refusals = new Map<string, number>();
  const transports: Transporter[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = refusals.get(address.address.toLowerCase());
      if (code) {
        const error = Object.assign(new Error(`Mailbox says no (${code})`), { responseCode: code });
        return callback(error);
      }
      callback();
    },
    onData(stream, session: SMTPServerSession, callback) {
      simpleParser(stream)
        .then((mail) => {
          for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address, mail });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A client that goes away mid-session (an instance killed while sending) resets its
  // connection; smtp-server re-emits that on the server, where no listener would crash the test.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const url = `smtp://127.0.0.1:${port}`;

  return {
    url,
    received,
    transport() {
      const transport = createMailTransport(url);
      transports.push(transport);
      return transport;
    },
    refuse: (address, code) => refusals.set(address.toLowerCase(), code),
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`Expected ${count} emails, ${received.length} arrived.`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    async close() {
      for (const transport of transports) transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
