import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { NextApiRequest, NextApiResponse } from 'next';

import { teamIdInput } from '~/schemas/team';
import { recordAudit } from '~/server/records/audit';
import type { createContext as CreateContext } from '~/server/trpc/context';
import { createCaller } from '~/server/trpc/root';

import type { ExportScope } from './collections';
import { writeExport } from './site-export';

/**
 * Exports read every record: one at a time per scope (the whole site, or one team) keeps the
 * site responsive meanwhile, and one team's export never makes another team or the system
 * admins wait.
 */
const running = new Set<string>();

/**
 * A download whose client takes no byte for this long is cut off, so a client that never reads
 * cannot hold its scope's export for as long as it keeps the connection open.
 */
export const EXPORT_STALL_TIMEOUT_MS = 30_000;

export const EXPORT_BUSY_MESSAGE = 'An export is already running. Try again in a minute.';

function runningKey(scope: ExportScope): string {
  return scope.kind === 'site' ? 'site' : `team:${scope.teamId}`;
}

function archiveName(scope: ExportScope, slug: string | undefined, now: Date): string {
  const day = now.toISOString().slice(0, 10);
  return scope.kind === 'site'
    ? `teamfolio-export-${day}.tar.gz`
    : `teamfolio-export-${slug ?? 'team'}-${day}.tar.gz`;
}

/**
 * GET /api/export (the whole site) or /api/export?teamId=… (one team): the archive of
 * src/server/modules/export/site-export.ts, streamed as it is written. The `export` procedures
 * decide who may take it before anything is read; the audit log records who did.
 */
export async function sendExport(
  req: NextApiRequest,
  res: NextApiResponse,
  {
    createContext,
    stallTimeoutMs = EXPORT_STALL_TIMEOUT_MS,
  }: { createContext: typeof CreateContext; stallTimeoutMs?: number },
) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ message: 'Ask for an export with GET.' });
  }
  const team = req.query.teamId === undefined ? null : teamIdInput.safeParse(req.query);
  if (team && !team.success) {
    return res.status(400).json({ message: team.error.issues[0]?.message ?? 'Bad request.' });
  }
  const ctx = await createContext({ req, res });
  let scope: ExportScope;
  try {
    const caller = createCaller(ctx);
    scope = team
      ? await caller.export.authorizeTeam(team.data)
      : await caller.export.authorizeSite();
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return res.status(getHTTPStatusCodeFromError(error)).json({ message: error.message });
  }
  const key = runningKey(scope);
  if (running.has(key)) {
    res.setHeader('Retry-After', '60');
    return res.status(429).json({ message: EXPORT_BUSY_MESSAGE });
  }
  running.add(key);
  try {
    const slug =
      scope.kind === 'team'
        ? (await ctx.db.team.findUnique({ where: { id: scope.teamId }, select: { slug: true } }))
            ?.slug
        : undefined;
    // Logged before the first byte: an export is taken as soon as it starts.
    await ctx.db.$transaction((tx) =>
      recordAudit(tx, {
        actorId: ctx.session!.user.id,
        action: 'export',
        entityType: scope.kind,
        entityId: scope.kind === 'team' ? scope.teamId : 'site',
        entityLabel: slug ?? 'Whole site',
        teamId: scope.kind === 'team' ? scope.teamId : null,
      }),
    );
    res.setHeader('Content-Type', 'application/gzip');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${archiveName(scope, slug, new Date())}"`,
    );
    res.setHeader('Cache-Control', 'no-store');
    // Set once the download starts, so the server's own work before it never counts. The
    // socket's timeout counts only time without progress: a slow reader that keeps reading
    // keeps its download; a stalled one is destroyed, which ends the export below.
    res.setTimeout(stallTimeoutMs, () => res.destroy());
    const manifest = await writeExport(ctx.db, scope, res);
    return manifest;
  } catch (error) {
    // The client went away mid-download: there is no one to answer.
    if (res.headersSent) {
      res.destroy();
      return;
    }
    throw error;
  } finally {
    running.delete(key);
  }
}
