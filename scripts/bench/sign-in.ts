/** Signs in over HTTP as a browser does (NextAuth credentials) and returns the Cookie header. */

function cookiePairs(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const csrfResponse = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const csrfCookies = cookiePairs(csrfResponse);
  const response = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: csrfCookies.join('; '),
    },
    body: new URLSearchParams({ csrfToken, email, password, json: 'true' }),
  });
  const session = cookiePairs(response).find((cookie) =>
    cookie.startsWith('next-auth.session-token='),
  );
  if (!session) throw new Error(`Signing in as ${email} failed (${response.status}).`);
  return [...csrfCookies, session].join('; ');
}
