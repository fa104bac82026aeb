import { z } from 'zod';

export const ENDPOINT_URL_MAX_LENGTH = 2000;

/**
 * The address a person types for a webhook endpoint. Whether it may be reached (not a private
 * address) is decided when it is called, after its name is resolved: a name can point anywhere.
 */
export const webhookEndpointUrl = z
  .string({ message: 'Enter the URL to send events to.' })
  .trim()
  .min(1, 'Enter the URL to send events to.')
  .max(
    ENDPOINT_URL_MAX_LENGTH,
    `The URL must be at most ${ENDPOINT_URL_MAX_LENGTH.toLocaleString('en')} characters.`,
  )
  .superRefine((value, ctx) => {
    const problem = endpointUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

function endpointUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter a full URL starting with https:// (or http://).';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return 'The URL must start with https:// (or http://).';
  }
  if (!url.hostname) return 'The URL needs a host name, like hooks.example.com.';
  if (url.username || url.password) {
    return 'Leave the user name and password out of the URL.';
  }
  return null;
}
