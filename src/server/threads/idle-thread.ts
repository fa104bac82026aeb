import { Worker, type ResourceLimits, type Transferable } from 'node:worker_threads';

import type { ThreadReply } from './serve-calls';
import { threadFile, type ThreadEntry } from './thread-bundle';

interface IdleThreadOptions {
  entry: ThreadEntry;
  /** How long the thread waits without a call before it ends. */
  idleMs: number;
  resourceLimits?: ResourceLimits;
  /** Runs once before the first thread starts (see the share images' native libraries). */
  beforeFirstStart?: () => Promise<unknown>;
}

interface PendingCall<Answer> {
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

/**
 * A thread that answers calls (serveCalls on its side) and ends once it has had none for
 * `idleMs`: what it loaded and the heap it grew go with it, and the next call starts a new one.
 * A thread that stops with calls under way fails them; the next call starts a new one too.
 */
export class IdleThread<Request, Answer> {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, PendingCall<Answer>>();
  private nextId = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  private prepared: Promise<unknown> | undefined;

  constructor(private readonly options: IdleThreadOptions) {}

  /** Whether a thread is running now. */
  get running(): boolean {
    return this.worker !== undefined;
  }

  async call(request: Request, transfer: readonly Transferable[] = []): Promise<Answer> {
    const worker = await this.started();
    clearTimeout(this.idleTimer);
    const id = this.nextId++;
    const answer = new Promise<Answer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
    });
    // A thread at work keeps the process alive until it answers; an idle one does not.
    worker.ref();
    worker.postMessage({ id, request }, [...transfer]);
    return answer;
  }

  private async started(): Promise<Worker> {
    this.prepared ??= this.options.beforeFirstStart?.() ?? Promise.resolve();
    const [file] = await Promise.all([threadFile(this.options.entry), this.prepared]);
    this.worker ??= this.start(file);
    return this.worker;
  }

  private start(file: string): Worker {
    const worker = new Worker(file, { resourceLimits: this.options.resourceLimits });
    worker.on('message', ({ id, answer, failed }: ThreadReply<Answer>) => {
      const call = this.pending.get(id);
      if (!call) return;
      this.pending.delete(id);
      if (failed) {
        const error = new Error(failed.message);
        error.stack = failed.stack;
        call.reject(error);
      } else {
        call.resolve(answer as Answer);
      }
      if (this.pending.size === 0) this.idle(worker);
    });
    worker.on('error', (error) => this.stopped(worker, error));
    worker.on('exit', (code) =>
      this.stopped(
        worker,
        new Error(`The thread ${this.options.entry.file} stopped (exit code ${code}).`),
      ),
    );
    return worker;
  }

  private idle(worker: Worker) {
    worker.unref();
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.worker !== worker || this.pending.size > 0) return;
      this.worker = undefined;
      void worker.terminate();
    }, this.options.idleMs);
    this.idleTimer.unref();
  }

  /** The thread stopped on its own: its calls fail, and the next call starts a new one. */
  private stopped(worker: Worker, error: Error) {
    if (this.worker !== worker) return;
    this.worker = undefined;
    clearTimeout(this.idleTimer);
    for (const call of this.pending.values()) call.reject(error);
    this.pending.clear();
  }
}
