import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers a call: a status and headers. */
export type Answer = { status: number; headers?: Record<string, string> };

export interface WebhookReceiver {
  /** http://127.0.0.1:<port><path> */
  url(path?: string): string;
  port: number;
  received: ReceivedCall[];
  /** Answers the calls to `path` with `answers` in turn (the last one from then on); else 200. */
  answer(path: string, ...answers: Answer[]): void;
  reset(): void;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 that records each call it is sent. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedCall[] = [];
  const answers = new Map<string, Answer[]>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body });
      const queued = answers.get(path) ?? [];
      const answer = (queued.length > 1 ? queued.shift() : queued[0]) ?? { status: 200 };
      res.writeHead(answer.status, answer.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    answer: (path, ...list) => answers.set(path, list),
    reset: () => {
      received.length = 0;
      answers.clear();
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
