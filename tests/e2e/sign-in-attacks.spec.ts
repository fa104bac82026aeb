/**
 * The sign-in and sign-up limits against the production server, attacked over HTTP: side doors
 * to the password check, attempts sent at once, and a guesser trying to lock an owner out.
 *
 * Each test plays its clients from loopback addresses of their own (127.x.y.z, bound as the
 * request's local address; the e2e server trusts no proxy, so that is the client address the
 * limits see). The other tests, which sign in from 127.0.0.1, never meet these counts.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

import { createAccount } from './helpers/accounts';
import type { Credentials } from './helpers/auth';
import { expect, test } from './helpers/fixtures';

const SIGN_IN_PATH = '/api/auth/callback/credentials';

interface Answer {
  status: number;
  body: string;
  headers: IncomingHttpHeaders;
  cookies: string[];
}

/** Whether the answer sets NextAuth's session cookie: its client is signed in. */
const signsIn = (answer: Answer) =>
  answer.cookies.some((cookie) => cookie.startsWith('next-auth.session-token='));

/** One client of the site, at a loopback address of its own. */
class Client {
  readonly address = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  private csrf: Promise<{ token: string; cookie: string }> | undefined;

  constructor(private readonly baseURL: string) {}

  send(method: string, path: string, headers: Record<string, string> = {}, body = '') {
    const { hostname, port } = new URL(this.baseURL);
    return new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(
        {
          host: hostname,
          port,
          localAddress: this.address,
          method,
          path,
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString(),
              headers: res.headers,
              cookies: res.headers['set-cookie'] ?? [],
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  /** NextAuth's CSRF token and its cookie, fetched once per client. */
  private csrfToken() {
    this.csrf ??= this.send('GET', '/api/auth/csrf').then((answer) => {
      const { csrfToken } = JSON.parse(answer.body) as { csrfToken: string };
      const cookie = answer.cookies.find((set) => set.startsWith('next-auth.csrf-token='));
      if (!cookie) throw new Error('/api/auth/csrf set no CSRF cookie');
      return { token: csrfToken, cookie: cookie.split(';')[0]! };
    });
    return this.csrf;
  }

  /** Sends the sign-in form to `path` (the real one unless a test tries another). */
  async signIn(
    { email, password }: Credentials,
    { path = SIGN_IN_PATH, headers = {} }: { path?: string; headers?: Record<string, string> } = {},
  ) {
    const { token, cookie } = await this.csrfToken();
    const form = new URLSearchParams({ csrfToken: token, email, password, json: 'true' });
    return this.send(
      'POST',
      path,
      { 'content-type': 'application/x-www-form-urlencoded', cookie, ...headers },
      form.toString(),
    );
  }

  /** Sends the sign-up form, as the sign-up page does (tRPC's wire format). */
  signUp(person: { email: string; password: string; fullName: string }) {
    return this.send(
      'POST',
      '/api/trpc/auth.signUp',
      { 'content-type': 'application/json', origin: this.baseURL },
      JSON.stringify({ json: person }),
    );
  }
}

const statusesOf = (answers: Answer[]) => answers.map((answer) => answer.status).sort();

test.describe('sign-in limits over HTTP', () => {
  test('no other path reaches the password check without the limits', async ({ baseURL }) => {
    const account = await createAccount('Side Door');
    const attacker = new Client(baseURL!);
    const wrong = { email: account.email, password: 'a wrong guess' };

    const sideDoors = [
      `${SIGN_IN_PATH}/x`,
      `${SIGN_IN_PATH}/x/y`,
      `${SIGN_IN_PATH}/`,
      `${SIGN_IN_PATH}%2Fx`,
      `${SIGN_IN_PATH}/..%2Fcredentials`,
      '/api/auth/callback/credentials;x',
      '/api/auth/callback/credentials.json',
      '/api/auth/callback/Credentials',
      '/api/auth/CALLBACK/credentials',
      '/api/auth/callback/%63redentials',
      '/api/auth/callback//credentials',
      '/api/auth//callback/credentials',
      '/api/auth/callback/credentials?nextauth=x',
      '/api/auth/x?nextauth=callback&nextauth=credentials',
      '/api/auth/signin/credentials',
      '/api/auth/signin/credentials/x',
    ];
    // Eight wrong guesses through each: none may check a password beyond the 5 the real path allows.
    const answers = new Map<string, number[]>();
    for (const path of sideDoors) {
      const statuses: number[] = [];
      for (let n = 0; n < 8; n += 1) {
        const answer = await attacker.signIn(wrong, { path });
        statuses.push(answer.status);
        // A redirect (of a doubled or trailing slash) leads only to the real, limited path.
        if (answer.status === 308) {
          expect(new URL(answer.headers.location!, baseURL).pathname, path).toBe(SIGN_IN_PATH);
        }
      }
      answers.set(path, statuses);
    }
    const checked = [...answers.values()].flat().filter((status) => status === 401);
    expect(checked.length, JSON.stringify(Object.fromEntries(answers))).toBeLessThanOrEqual(5);

    // Extra segments are no route of NextAuth's.
    for (const path of [`${SIGN_IN_PATH}/x`, `${SIGN_IN_PATH}/x/y`]) {
      expect(answers.get(path)).toEqual(Array<number>(8).fill(404));
    }
    // The right password, through any of them, signs nobody in.
    for (const path of sideDoors) {
      const answer = await attacker.signIn(account, { path });
      expect(signsIn(answer), path).toBe(false);
    }
    // The owner, elsewhere, still signs in.
    expect(signsIn(await new Client(baseURL!).signIn(account))).toBe(true);
  });

  test('12 wrong passwords sent at once check at most 5', async ({ baseURL }) => {
    const account = await createAccount('Raced Account');
    const attacker = new Client(baseURL!);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        attacker.signIn({ email: account.email, password: `guess ${n}` }),
      ),
    );
    expect(statusesOf(answers)).toEqual([
      ...Array<number>(5).fill(401),
      ...Array<number>(7).fill(429),
    ]);
  });

  test('a guesser elsewhere does not lock the owner out', async ({ baseURL }) => {
    const account = await createAccount('Locked Out');
    const guesser = new Client(baseURL!);
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      statuses.push(
        (await guesser.signIn({ email: account.email, password: `guess ${n}` })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await guesser.signIn(account);
    expect(refused.status).toBe(429);
    expect(signsIn(refused)).toBe(false);

    const owner = await new Client(baseURL!).signIn(account);
    expect(owner.status).toBe(200);
    expect(signsIn(owner)).toBe(true);
  });

  test("another site's page cannot spend an account's attempts", async ({ baseURL }) => {
    const account = await createAccount('Cross Site');
    const visitor = new Client(baseURL!);
    const fromElsewhere = { headers: { origin: 'https://evil.example' } };
    for (let n = 0; n < 6; n += 1) {
      const answer = await visitor.signIn({ ...account, password: `guess ${n}` }, fromElsewhere);
      expect(answer.status).toBe(403);
    }
    // None of them counted: the right password, from the same address, signs in.
    expect(signsIn(await visitor.signIn(account))).toBe(true);
  });

  test('the wait is said in words, with Retry-After', async ({ baseURL }) => {
    const account = await createAccount('Waiting Account');
    const guesser = new Client(baseURL!);
    for (let n = 0; n < 5; n += 1) await guesser.signIn({ ...account, password: `guess ${n}` });
    const answer = await guesser.signIn(account);
    expect(answer.status).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(14 * 60);
    const { url } = JSON.parse(answer.body) as { url: string };
    expect(new URL(url).searchParams.get('error')).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
  });
});

test.describe('sign-up limits over HTTP', () => {
  test('16 sign-ups sent at once from one address create at most 10 accounts', async ({
    baseURL,
  }) => {
    const client = new Client(baseURL!);
    const batch = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        client.signUp({
          email: `burst-${n}-${batch}@example.test`,
          password: 'a long enough password',
          fullName: `Burst ${n}`,
        }),
      ),
    );
    expect(statusesOf(answers)).toEqual([
      ...Array<number>(10).fill(200),
      ...Array<number>(6).fill(429),
    ]);
  });
});
