import { generateKeyPairSync } from 'node:crypto';

import { afterAll, beforeAll, expect, it } from 'vitest';

import type * as SmtpSinkModule from '../helpers/smtp-sink';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
let sink: SmtpSinkModule.SmtpSink;
let headerOf: typeof SmtpSinkModule.headerOf;

beforeAll(async () => {
  // src/env.ts reads the environment once, when first imported: set DKIM before that.
  process.env.DKIM_DOMAIN = 'example.test';
  process.env.DKIM_SELECTOR = 'teamfolio';
  // As a one-line environment file holds it: line breaks written as \n.
  process.env.DKIM_PRIVATE_KEY = privateKey
    .export({ type: 'pkcs8', format: 'pem' })
    .toString()
    .replaceAll('\n', '\\n');
  const helpers = await import('../helpers/smtp-sink');
  headerOf = helpers.headerOf;
  sink = await helpers.startSmtpSink();
});
afterAll(() => sink.close());

it('signs every email with DKIM when DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY are set', async () => {
  await sink.transport().sendMail({
    from: 'Teamfolio <updates@example.test>',
    to: 'reader@example.test',
    subject: 'Signed',
    text: 'Hello',
  });
  const [email] = await sink.waitFor(1);
  const signature = headerOf(email!.mail, 'DKIM-Signature');
  expect(signature).toMatch(/d=example\.test/);
  expect(signature).toMatch(/s=teamfolio/);
  expect(signature).toMatch(/b=[A-Za-z0-9+/=\s]{100,}/);
});
