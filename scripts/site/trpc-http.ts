/** Calling the site's procedures over HTTP, as the tRPC client does (no batching). */
import superjson from 'superjson';

import { trpcPath } from '../bench/targets';

export interface TrpcAnswer {
  status: number;
  data?: unknown;
  error?: { message: string; code?: string };
}

async function readAnswer(response: Response): Promise<TrpcAnswer> {
  const body = (await response.json()) as {
    result?: { data: Parameters<typeof superjson.deserialize>[0] };
    error?: { json: { message: string; data?: { code?: string } } };
  };
  if (body.result)
    return { status: response.status, data: superjson.deserialize(body.result.data) };
  return {
    status: response.status,
    error: { message: body.error?.json.message ?? '', code: body.error?.json.data?.code },
  };
}

export async function trpcQuery(
  baseUrl: string,
  procedure: string,
  input?: unknown,
  cookie?: string,
) {
  const response = await fetch(`${baseUrl}${trpcPath(procedure, input)}`, {
    headers: cookie ? { cookie } : {},
  });
  return readAnswer(response);
}

export async function trpcMutation(
  baseUrl: string,
  procedure: string,
  input: unknown,
  cookie?: string,
) {
  const response = await fetch(`${baseUrl}/api/trpc/${procedure}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(superjson.serialize(input)),
  });
  return readAnswer(response);
}
