import { connect, type Socket } from 'node:net';

import nodemailer, { type Transporter } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';

import { env } from '~/env';
import { SITE_NAME } from '~/lib/site-config';
import { SITE_URL } from '~/lib/site-url';

/**
 * The mail server connection for SMTP_URL (any provider), pooled and DKIM-signed when the DKIM
 * variables are set. Timeouts stay well inside a delivery's lease (JOB_LEASE_SECONDS), so a
 * stalled server fails a try instead of leaving it uncertain.
 */
export function createMailTransport(url: string): Transporter {
  const dkim =
    env.DKIM_DOMAIN && env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY
      ? {
          domainName: env.DKIM_DOMAIN,
          keySelector: env.DKIM_SELECTOR,
          privateKey: env.DKIM_PRIVATE_KEY.replaceAll('\\n', '\n'),
        }
      : undefined;
  // Parsed here: given a `url`, createTransport would ignore every other option.
  return nodemailer.createTransport({
    ...parseConnectionUrl(url),
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dkim,
    getSocket: openWithoutDelay,
  });
}

/**
 * nodemailer leaves Nagle's algorithm on, so the small writes that end each message wait for
 * the server's delayed ACK (40 ms, several times a message: about 7 emails a second to a nearby
 * server). Its getSocket hook lets us open the connection with it off; TLS (smtps, STARTTLS) is
 * still set up by nodemailer over this socket.
 */
function openWithoutDelay(
  options: { host?: string; port?: number; secure?: boolean },
  callback: (error: Error | null, socket?: { connection: Socket }) => void,
) {
  const socket = connect({
    host: options.host ?? 'localhost',
    port: options.port ?? (options.secure ? 465 : 587),
  });
  socket.setNoDelay(true);
  const fail = (error: Error) => callback(error);
  socket.once('error', fail);
  socket.once('connect', () => {
    socket.off('error', fail);
    callback(null, { connection: socket });
  });
}

let transport: Transporter | null | undefined;

/** This process's mail server connection; null without SMTP_URL (emails are kept, not sent). */
export function mailTransport(): Transporter | null {
  if (transport === undefined) transport = env.SMTP_URL ? createMailTransport(env.SMTP_URL) : null;
  return transport;
}

/** The sender of every email: EMAIL_FROM, else the site's name at its own domain. */
export function emailSender(): string {
  return env.EMAIL_FROM ?? `${SITE_NAME} <no-reply@${new URL(SITE_URL).hostname}>`;
}
