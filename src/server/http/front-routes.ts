import type { IncomingMessage, ServerResponse } from 'node:http';

import { processState } from '../process-state';

export type FrontRoute = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
type RequestHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * Endpoints the production server (scripts/site/site-server.ts) answers itself, by path, before
 * Next routes the request: ones so busy and so light that Next's routing would be most of their
 * cost. The app adds them when it starts (src/instrumentation.ts); each keeps its Next route,
 * which `next dev` and any server without this front go on using.
 */
const routes = processState('teamfolioFrontRoutes', () => new Map<string, FrontRoute>());

/** Has the production server answer `path` with `route`, whatever the query string. */
export function answerBeforeNext(path: string, route: FrontRoute): void {
  routes.set(path, route);
}

/** `handle`, with the paths added by answerBeforeNext answered before it. */
export function withFrontRoutes(handle: RequestHandler): RequestHandler {
  return (req, res) => {
    const route = routes.get((req.url ?? '').split('?', 1)[0]!);
    return route ? route(req, res) : handle(req, res);
  };
}
