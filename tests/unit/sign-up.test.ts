import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createAccount, PASSWORD_RULES, signUpFailure } from '~/features/auth/sign-up';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '~/schemas/auth-limits';

const input = { fullName: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical' };

/** An error answer of the API route, as tRPC writes it (superjson envelope). */
const trpcError = (status: number, code: string, message: string, fieldErrors: object = {}) =>
  new Response(
    JSON.stringify({
      error: { json: { message, code: -32600, data: { code, httpStatus: status, fieldErrors } } },
    }),
    { status, headers: { 'content-type': 'application/json' } },
  );

describe('createAccount', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('POSTs the input to auth.signUp in the wire format and reports success', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ result: { data: { json: { id: 'u1' } } } }), { status: 200 }),
    );

    await expect(createAccount(input)).resolves.toEqual({ ok: true });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/trpc/auth.signUp');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(init?.body as string)).toEqual({ json: input });
  });

  it('puts a taken email beside the email field', async () => {
    fetchMock.mockResolvedValue(
      trpcError(409, 'CONFLICT', 'An account with this email already exists.', {
        email: ['An account with this email already exists.'],
      }),
    );

    await expect(createAccount(input)).resolves.toEqual({
      ok: false,
      message: null,
      fieldErrors: { email: 'An account with this email already exists.' },
    });
  });

  it("puts the server's schema messages beside their fields", async () => {
    fetchMock.mockResolvedValue(
      trpcError(400, 'BAD_REQUEST', 'fullName: Enter your full name.', {
        fullName: ['Enter your full name.'],
        password: ['Password should be at least 8 characters.', 'A second complaint.'],
        unknownField: ['Not a field of the form.'],
      }),
    );

    await expect(createAccount(input)).resolves.toEqual({
      ok: false,
      message: null,
      fieldErrors: {
        fullName: 'Enter your full name.',
        password: 'Password should be at least 8 characters.',
      },
    });
  });

  it('shows any other refusal in the alert, in its own words', async () => {
    fetchMock.mockResolvedValue(trpcError(403, 'FORBIDDEN', 'Sign-up is disabled on this site.'));

    await expect(createAccount(input)).resolves.toEqual({
      ok: false,
      message: 'Sign-up is disabled on this site.',
      fieldErrors: {},
    });
  });

  it('shows the generic message for a server failure, an unreadable answer or no answer', async () => {
    const unexpected = { ok: false, message: 'An unexpected error occurred', fieldErrors: {} };

    fetchMock.mockResolvedValueOnce(
      trpcError(500, 'INTERNAL_SERVER_ERROR', 'Can\'t reach database server at "db:5432"'),
    );
    await expect(createAccount(input)).resolves.toEqual(unexpected);

    fetchMock.mockResolvedValueOnce(new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(createAccount(input)).resolves.toEqual(unexpected);

    fetchMock.mockResolvedValueOnce(new Response('not json', { status: 400 }));
    await expect(createAccount(input)).resolves.toEqual(unexpected);

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(createAccount(input)).resolves.toEqual(unexpected);
  });
});

describe('signUpFailure', () => {
  it('ignores field errors of an unexpected shape', () => {
    const body = {
      error: {
        json: {
          message: 'Invalid input.',
          data: { code: 'BAD_REQUEST', fieldErrors: { email: 'not a list' } },
        },
      },
    };
    expect(signUpFailure(400, body)).toEqual({
      ok: false,
      message: 'Invalid input.',
      fieldErrors: {},
    });
  });
});

describe('PASSWORD_RULES', () => {
  it("states the schema's limits", () => {
    expect(PASSWORD_RULES).toBe('At least 8 characters, at most 256.');
    expect(PASSWORD_RULES).toContain(String(PASSWORD_MIN_LENGTH));
    expect(PASSWORD_RULES).toContain(String(PASSWORD_MAX_LENGTH));
  });
});
