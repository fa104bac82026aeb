import type { z } from 'zod';

import type { ServiceContext } from '~/server/service-context';

/** How a job's queue treats its jobs (pg-boss's queue options). */
export interface JobQueueOptions {
  /** 'short': at most one job waiting per singleton key; 'standard': no such limit. */
  policy: 'short' | 'standard';
  /** The lease: how long a worker holds a job before the queue gives it to another. */
  expireInSeconds: number;
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
}

/**
 * One background job: its queue, what a job carries, how its queue treats it and what runs it.
 * The queue installer and the workers both read these from the registry (./registry.ts).
 */
export interface JobDefinition<Input extends z.ZodType = z.ZodType> {
  queue: string;
  /** What a job carries; data that does not parse fails the job. */
  input: Input;
  /** The queue's options for the lease this site runs with (JOB_LEASE_SECONDS). */
  options(leaseSeconds: number): JobQueueOptions;
  /** How many of its jobs one instance takes and runs at once. */
  concurrency: number;
  /**
   * Every instance queues one (empty) job this often: for workers that look for due rows of
   * their own (the outbox) rather than carry their work in the job.
   */
  everySeconds?: number;
  /**
   * Runs one job. Handlers are imported when first run, so that installing the queues (with
   * the migrations) loads no service.
   */
  handler(ctx: ServiceContext, input: z.output<Input>): Promise<unknown>;
}

export const defineJob = <Input extends z.ZodType>(job: JobDefinition<Input>) => job;

/** Parses a job's data and runs its handler: what a worker does with each job it takes. */
export async function runJob<Input extends z.ZodType>(
  job: JobDefinition<Input>,
  ctx: ServiceContext,
  data: unknown,
): Promise<unknown> {
  return job.handler(ctx, job.input.parse(data));
}
