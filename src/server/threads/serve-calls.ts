import { parentPort, type Transferable } from 'node:worker_threads';

/** What a thread sends back for each call: its answer, or what went wrong. */
export interface ThreadReply<Answer> {
  id: number;
  answer?: Answer;
  failed?: { message: string; stack: string | undefined };
}

/** What a call's handler returns: the answer, and the buffers in it to move rather than copy. */
export interface HandledCall<Answer> {
  answer: Answer;
  transfer?: Transferable[];
}

/** The thread's side of an IdleThread: answers each call with `handle`, several at once. */
export function serveCalls<Request, Answer>(
  handle: (request: Request) => Promise<HandledCall<Answer>>,
): void {
  const port = parentPort!;
  port.on('message', ({ id, request }: { id: number; request: Request }) => {
    handle(request).then(
      ({ answer, transfer = [] }) =>
        port.postMessage({ id, answer } satisfies ThreadReply<Answer>, transfer),
      (error: unknown) => {
        const { message, stack } = error instanceof Error ? error : new Error(String(error));
        port.postMessage({ id, failed: { message, stack } } satisfies ThreadReply<Answer>);
      },
    );
  });
}
