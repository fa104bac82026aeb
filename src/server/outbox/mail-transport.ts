import nodemailer, { type Transporter } from 'nodemailer';

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
  return nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dkim,
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
