/**
 * A Next API route handler behind a real HTTP server on a loopback port, with the few helpers
 * of Next's request and response it uses: what the route does with a real socket (bodies
 * streamed in and out, clients that go away, answers before the body) without a Next build.
 */
import { Agent, createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { NextApiRequest, NextApiResponse } from 'next';

type Handler = (req: NextApiRequest, res: NextApiResponse) => unknown;

export interface ApiRouteServer {
  origin: string;
  close(): Promise<void>;
}

/** `query` turns the raw path and search of a request into Next's `req.query`. */
export async function startApiRouteServer(
  handler: Handler,
  query: (url: string) => NextApiRequest['query'],
): Promise<ApiRouteServer> {
  const server = createServer((req, res) => {
    const apiReq = Object.assign(req, { query: query(req.url ?? '/') });
    const apiRes = Object.assign(res, {
      status(code: number) {
        res.statusCode = code;
        return apiRes;
      },
      json(body: unknown) {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(body));
        return apiRes;
      },
    });
    void handler(apiReq as unknown as NextApiRequest, apiRes as unknown as NextApiResponse);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface StreamedAnswer {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** How many body bytes the client had written when the answer came. */
  bytesSent: number;
}

interface StreamedRequest {
  method?: string;
  headers?: Record<string, string>;
  /** The body, written chunk by chunk until it ends or an answer arrives. */
  chunks?: Iterable<Buffer>;
}

/**
 * A request whose body is written chunk by chunk (without Content-Length unless one is given,
 * so chunked), as a client that keeps sending until the server answers. Resolves with the
 * answer, read whole.
 *
 * It asks for a keep-alive connection, as browsers and nginx in front of the site do: on a
 * connection the client asked to close, Node's server destroys the socket as soon as an early
 * answer is sent, and with body bytes still unread the kernel resets the connection, which can
 * reach this client before the answer does.
 */
export function streamRequest(
  url: string,
  { method = 'POST', headers = {}, chunks = [] }: StreamedRequest,
): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    // The path exactly as given (a URL would resolve its ".."), on a connection of its own: a
    // body cut short must not leave its connection to the next request.
    const { hostname, port, origin } = new URL(url);
    const path = url.slice(origin.length);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const options = { method, headers, hostname, port, path, agent };
    const req = request(options, (res) => {
      answered = true;
      const sentWhenAnswered = bytesSent;
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => {
        agent.destroy();
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(parts),
          bytesSent: sentWhenAnswered,
        });
      });
    });
    // Closing the connection once the answer is read ends a body the server stopped reading.
    req.on('error', (error) => {
      agent.destroy();
      if (!answered) reject(error);
    });
    const body = chunks[Symbol.iterator]();
    const pump = () => {
      for (;;) {
        if (answered || req.destroyed) return;
        const next = body.next();
        if (next.done) return void req.end();
        bytesSent += next.value.length;
        if (!req.write(next.value)) return void req.once('drain', pump);
      }
    };
    req.flushHeaders();
    pump();
  });
}
