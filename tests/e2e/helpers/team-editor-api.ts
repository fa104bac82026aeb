import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';

import { demoAccount, signInRequests, type Credentials } from './auth';

export interface TeamEditorApi {
  /** A tRPC mutation over HTTP as the editor; its answer (created records carry their id). */
  mutate(procedure: string, input: Record<string, unknown>): Promise<{ id: string }>;
  dispose(): Promise<void>;
}

/**
 * The seeded team editor (or another editor), signed in over HTTP in a request context of its
 * own: for tests that add content through the API (and the pages it revalidates) and remove it
 * again afterwards.
 */
export async function teamEditorApi(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  editor: Credentials = demoAccount('Team editor'),
): Promise<TeamEditorApi> {
  const request: APIRequestContext = await playwright.request.newContext({ baseURL });
  await signInRequests(request, editor);
  return {
    async mutate(procedure, input) {
      const response = await request.post(`/api/trpc/${procedure}`, { data: { json: input } });
      expect(response.ok(), `${procedure}: ${await response.text()}`).toBe(true);
      const body = (await response.json()) as { result: { data: { json: { id: string } } } };
      return body.result.data.json;
    },
    dispose: () => request.dispose(),
  };
}
