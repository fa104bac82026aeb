import http from 'node:http';
import https from 'node:https';

import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

import { SITE_NAME } from '~/lib/site-config';

export interface OutgoingRequest {
  body: string;
  headers: Record<string, string>;
}

export interface OutgoingOptions {
  /** For the whole call: connecting, redirects, the answer. */
  timeoutMs?: number;
  /** Lets the call reach private, loopback and link-local addresses (WEBHOOKS_ALLOW_PRIVATE). */
  allowPrivate?: boolean;
  /** Addresses let through even when private ones are refused. */
  allowAddresses?: string[];
}

export type OutgoingResult =
  | { kind: 'response'; status: number; retryAfter?: Date; durationMs: number }
  /** An address the URL (or a redirect) resolved to is private: nothing was sent. */
  | { kind: 'refused'; address: string; url: string; durationMs: number }
  | {
      kind: 'failed';
      reason: 'timeout' | 'network' | 'redirect';
      message: string;
      /** Whether the receiver may have been handed the body before the call failed. */
      maybeDelivered: boolean;
      durationMs: number;
    };

const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** What is read of an answer before the rest is dropped: nothing of it is kept. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/** How request-filtering-agent words a refusal; its errors carry no code to tell them by. */
const REFUSAL = /^DNS lookup (\S+?)\(family:.*is not allowed/;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

class CallFailure extends Error {
  constructor(
    readonly reason: 'timeout' | 'network' | 'redirect',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Posts `request` to `url`: the site's one way to call another server. Every connection, each
 * redirect's too, goes through request-filtering-agent, which checks the address a name resolves
 * to, so a name (or a redirect) pointing at a private address is refused however it is spelled.
 * Expected outcomes (an answer, a refusal, a failure) are returned, never thrown.
 */
export async function postWebhook(
  url: string,
  request: OutgoingRequest,
  { timeoutMs = 10_000, allowPrivate = false, allowAddresses = [] }: OutgoingOptions = {},
): Promise<OutgoingResult> {
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  const filter = {
    allowPrivateIPAddress: allowPrivate,
    allowMetaIPAddress: allowPrivate,
    allowIPAddressList: allowAddresses,
  };
  const agents = {
    'http:': new RequestFilteringHttpAgent(filter),
    'https:': new RequestFilteringHttpsAgent(filter),
  };
  const deadline = AbortSignal.timeout(timeoutMs);
  const progress = { maybeDelivered: false };
  let target = new URL(url);
  let method: 'POST' | 'GET' = 'POST';
  try {
    for (let redirects = 0; ; redirects++) {
      const agent = target.protocol === 'https:' ? agents['https:'] : agents['http:'];
      const body = method === 'POST' ? request.body : undefined;
      const answer = await send(target, method, request.headers, body, agent, deadline, progress);
      const location = answer.headers.location;
      if (!REDIRECT_STATUSES.has(answer.status) || !location) {
        return {
          kind: 'response',
          status: answer.status,
          retryAfter: parseRetryAfter(answer.headers['retry-after'], new Date()),
          durationMs: durationMs(),
        };
      }
      // 303 says the body was taken and the answer is elsewhere; the other redirects say it
      // belongs elsewhere, so it is posted again there.
      if (answer.status === 303) method = 'GET';
      else progress.maybeDelivered = false;
      if (redirects === MAX_REDIRECTS) {
        throw new CallFailure('redirect', `More than ${MAX_REDIRECTS} redirects.`);
      }
      target = redirectTarget(location, target);
    }
  } catch (error) {
    const refused = error instanceof Error ? REFUSAL.exec(error.message) : null;
    if (refused) {
      return { kind: 'refused', address: refused[1]!, url: target.href, durationMs: durationMs() };
    }
    const failure =
      error instanceof CallFailure
        ? error
        : deadline.aborted
          ? new CallFailure('timeout', `No answer within ${timeoutMs} ms.`)
          : new CallFailure('network', error instanceof Error ? error.message : String(error));
    return {
      kind: 'failed',
      reason: failure.reason,
      message: failure.message,
      maybeDelivered: progress.maybeDelivered,
      durationMs: durationMs(),
    };
  } finally {
    agents['http:'].destroy();
    agents['https:'].destroy();
  }
}

/** One request: its answer's status and headers once at most MAX_RESPONSE_BYTES were read. */
function send(
  url: URL,
  method: 'POST' | 'GET',
  headers: Record<string, string>,
  body: string | undefined,
  agent: http.Agent,
  deadline: AbortSignal,
  progress: { maybeDelivered: boolean },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method,
      agent,
      signal: deadline,
      headers: {
        'user-agent': SITE_NAME,
        ...headers,
        'content-length': String(Buffer.byteLength(body ?? '')),
      },
    });
    request.once('socket', (socket) => {
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => {
        if (method === 'POST') progress.maybeDelivered = true;
      });
    });
    request.once('error', reject);
    request.once('response', (response) => {
      const answer = { status: response.statusCode ?? 0, headers: response.headers };
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_RESPONSE_BYTES) {
          response.destroy();
          resolve(answer);
        }
      });
      response.once('end', () => resolve(answer));
      // The status is known: an answer cut off (by the deadline or the receiver) still counts.
      response.once('error', () => resolve(answer));
      response.once('close', () => resolve(answer));
    });
    request.end(body);
  });
}

function redirectTarget(location: string, from: URL): URL {
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    throw new CallFailure('redirect', 'Redirected to an invalid URL.');
  }
  if (next.protocol !== 'http:' && next.protocol !== 'https:') {
    throw new CallFailure('redirect', `Redirected to a ${next.protocol} URL.`);
  }
  return next;
}

/** `Retry-After` as a time: a number of seconds after `now`, or an HTTP date (in GMT). */
export function parseRetryAfter(value: string | undefined, now: Date): Date | undefined {
  const text = value?.trim() ?? '';
  let time: number;
  if (/^\d+$/.test(text)) time = now.getTime() + Number(text) * 1000;
  else if (text.endsWith('GMT')) time = Date.parse(text);
  else return undefined;
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
