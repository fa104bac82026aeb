import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { NextApiRequest, NextApiResponse } from 'next';

import {
  binaryImportKinds,
  IMPORT_TOO_LARGE_MESSAGE,
  importTargetInput,
  MAX_IMPORT_FILE_BYTES,
} from '~/schemas/import';
import {
  errorReference,
  logUnexpectedError,
  unexpectedErrorMessage,
} from '~/server/error-reference';
import { readBoundedBytes } from '~/server/http/request-guards';
import { isCrossSite } from '~/server/http/same-origin';
import { dropRestOfBody } from '~/server/modules/upload/upload-body';
import type { createContext as CreateContext } from '~/server/trpc/context';
import { createCaller } from '~/server/trpc/root';

/**
 * POST /api/import?teamId=…&kind=…&mode=preview|start[&siteUrl=…]: the file to import as the raw
 * body, larger than a tRPC call may carry. `import.authorize` decides who may send it before a
 * byte is read; the body is refused with 413 once it passes MAX_IMPORT_FILE_BYTES; then the
 * `import.preview` or `import.start` procedure reads it, as it would from a call. Answers the
 * procedure's result, or `{ message }`: for an unexpected error the generic one with a
 * reference, under which the server log has the error.
 */
export async function receiveImport(
  req: NextApiRequest,
  res: NextApiResponse,
  { createContext }: { createContext: typeof CreateContext },
) {
  const answer = (status: number, body: unknown) => {
    if (!req.complete) dropRestOfBody(req, MAX_IMPORT_FILE_BYTES);
    return res.status(status).json(body);
  };
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return answer(405, { message: 'Send the file with POST.' });
  }
  // A cross-site form could otherwise make a signed-in admin's browser start an import.
  if (isCrossSite(req.headers)) {
    return answer(403, { message: 'Imports must come from this site.' });
  }
  const target = importTargetInput.safeParse(req.query);
  if (!target.success) {
    return answer(400, { message: target.error.issues[0]?.message ?? 'Bad request.' });
  }
  const { mode, ...input } = target.data;
  if (Number(req.headers['content-length']) > MAX_IMPORT_FILE_BYTES) {
    return answer(413, { message: IMPORT_TOO_LARGE_MESSAGE });
  }
  try {
    const caller = createCaller(await createContext({ req, res }));
    await caller.import.authorize({ teamId: input.teamId });
    const body = await readBoundedBytes(req, MAX_IMPORT_FILE_BYTES);
    if (body === null) return answer(413, { message: IMPORT_TOO_LARGE_MESSAGE });
    const file = body.toString(binaryImportKinds.includes(input.kind) ? 'base64' : 'utf8');
    const call = mode === 'preview' ? caller.import.preview : caller.import.start;
    return answer(200, await call({ ...input, file }));
  } catch (error) {
    // The client went away before its body was sent: there is no one to answer.
    if (req.destroyed && !req.complete) return;
    const failure =
      error instanceof TRPCError
        ? error
        : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
    if (failure.code === 'INTERNAL_SERVER_ERROR') {
      // What went wrong is for the server log, under the reference the answer gives.
      logUnexpectedError({ path: `import.${mode}`, error: failure });
      return answer(500, { message: unexpectedErrorMessage(errorReference(failure)) });
    }
    return answer(getHTTPStatusCodeFromError(failure), { message: failure.message });
  }
}
