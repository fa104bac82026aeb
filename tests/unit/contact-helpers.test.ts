import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { GitHubIcon } from '~/components/ui/icons';
import { YouTubeIcon } from '~/components/ui/media-icons';
import { sendContactMessage } from '~/features/contact/send-contact-message';
import { LinkedInIcon, socialIcon, XLogoIcon } from '~/features/contact/social-icons';
import { EMPTY_CONTACT_FIELDS, type ContactFields } from '~/features/contact/types';

describe('socialIcon', () => {
  it('gives each known platform its icon', () => {
    expect(socialIcon('github')).toBe(GitHubIcon);
    expect(socialIcon('linkedin')).toBe(LinkedInIcon);
    expect(socialIcon('x')).toBe(XLogoIcon);
    expect(socialIcon('youtube')).toBe(YouTubeIcon);
  });

  it('gives an unknown key, inherited object keys included, the website globe', () => {
    const globe = socialIcon('website');
    expect(globe).not.toBe(GitHubIcon);
    expect(socialIcon('myspace')).toBe(globe);
    expect(socialIcon('toString')).toBe(globe);
  });
});

describe('sendContactMessage', () => {
  const fields: ContactFields = {
    ...EMPTY_CONTACT_FIELDS,
    name: 'Ada',
    email: 'ada@example.com',
    message: 'Hello!',
  };
  const fetchMock = vi.fn<typeof fetch>();

  /** A tRPC response as the API route sends it (superjson envelope). */
  const trpcResponse = (status: number, body: object) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const trpcError = (status: number, code: string, fieldErrors: Record<string, string[]>) =>
    trpcResponse(status, {
      error: {
        json: {
          message: 'Refused',
          code: -32600,
          data: { code, httpStatus: status, fieldErrors },
        },
      },
    });

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('explains invalid fields with the schema’s words, without a request', async () => {
    const outcome = await sendContactMessage({ ...EMPTY_CONTACT_FIELDS, email: 'not-an-email' });
    expect(outcome).toEqual({
      status: 'invalid',
      errors: {
        name: 'Name is required.',
        email: 'Enter a valid email address.',
        message: 'Message is required.',
      },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('submits valid fields once and reports them sent', async () => {
    fetchMock.mockResolvedValue(trpcResponse(200, { result: { data: { json: { ok: true } } } }));
    await expect(sendContactMessage(fields)).resolves.toEqual({ status: 'sent' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toContain('/api/trpc/contact.submit');
  });

  it('shows the server’s field errors beside the fields', async () => {
    fetchMock.mockResolvedValue(
      trpcError(400, 'BAD_REQUEST', {
        email: ['Enter a valid email address.', 'Second message'],
        other: ['x'],
      }),
    );
    await expect(sendContactMessage(fields)).resolves.toEqual({
      status: 'invalid',
      errors: { email: 'Enter a valid email address.' },
    });
  });

  it('reports any other refusal or a network failure as failed', async () => {
    fetchMock.mockResolvedValueOnce(trpcError(429, 'TOO_MANY_REQUESTS', {}));
    await expect(sendContactMessage(fields)).resolves.toEqual({ status: 'failed' });
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(sendContactMessage(fields)).resolves.toEqual({ status: 'failed' });
  });
});
