import type { Db } from '~/server/db';

/** One recipient's copy, claimed by this instance. */
export interface ClaimedDelivery {
  id: string;
  messageId: string;
  recipient: string;
  /** The tries so far, this one included. */
  attempts: number;
  followId: string | null;
  endpointId: string | null;
}

/** What became of one try. */
export type SendResult =
  | { outcome: 'sent'; responseCode?: number }
  /** No mail server is configured: the email is kept for the Outbox screen. */
  | { outcome: 'kept' }
  | { outcome: 'retry'; error: string; responseCode?: number; retryAt?: Date }
  | { outcome: 'failed'; error: string; responseCode?: number }
  /** It may have been taken before the answer was lost: never sent again without a person. */
  | { outcome: 'uncertain'; error: string };

/** How one channel (email, webhooks) sends and retries. */
export interface DeliveryChannel {
  channel: 'email' | 'webhook';
  send(delivery: ClaimedDelivery): Promise<SendResult>;
  /** The waits before each retry; when they run out, the delivery has failed. */
  retryDelaysMs: readonly number[];
  /** Whether each try is written to the delivery log (a webhook endpoint's log). */
  logsAttempts: boolean;
  /** Cancels waiting copies nobody should receive any more (unsubscribed, bounced, disabled). */
  cancelUnwanted(db: Db): Promise<void>;
  /** Bookkeeping after a try: a bounced address, an endpoint that keeps failing. */
  afterResult?(db: Db, delivery: ClaimedDelivery, result: SendResult): Promise<void>;
}

export interface DeliveryRun {
  /** Who claims: rows claimed by an instance that stopped are free again after the lease. */
  instanceId: string;
  leaseSeconds: number;
  batchSize?: number;
  /** How long one run goes on before it hands over (its job queues the next run). */
  budgetMs?: number;
}

/** A day: a copy not tried within it of its message's time waits for a person. */
const LATE_AFTER_HOURS = 24;

/**
 * Delivers the channel's due copies in batches, one at a time, each result recorded as it comes.
 * Returns whether due copies remain (the run's time was up).
 */
export async function deliverDue(
  db: Db,
  channel: DeliveryChannel,
  { instanceId, leaseSeconds, batchSize = 50, budgetMs = 20_000 }: DeliveryRun,
): Promise<{ delivered: number; more: boolean }> {
  const started = Date.now();
  let delivered = 0;
  await settleAbandoned(db, channel.channel);
  while (Date.now() - started < budgetMs) {
    await channel.cancelUnwanted(db);
    const batch = await claimBatch(db, channel.channel, { instanceId, leaseSeconds, batchSize });
    if (batch.length === 0) return { delivered, more: false };
    for (const delivery of batch) {
      if (await deliverOne(db, channel, delivery, { instanceId, leaseSeconds })) delivered += 1;
    }
  }
  return { delivered, more: true };
}

/**
 * Copies left "sending" past their lease belonged to an instance that stopped mid-send: they
 * become uncertain. Copies due more than a day ago that were never tried are held.
 */
async function settleAbandoned(db: Db, channel: DeliveryChannel['channel']) {
  await db.$executeRaw`
    UPDATE outbox_deliveries d
    SET status = 'uncertain', claimed_by = NULL, lease_until = NULL, updated_at = now(),
        last_error = 'The instance sending it stopped before the answer was recorded.'
    FROM outbox_messages m
    WHERE m.id = d.message_id AND m.channel = ${channel}::outbox_channel
      AND d.status = 'sending' AND d.lease_until < now()`;
  await db.$executeRaw`
    UPDATE outbox_deliveries d
    SET status = 'held', claimed_by = NULL, lease_until = NULL, updated_at = now()
    FROM outbox_messages m
    WHERE m.id = d.message_id AND m.channel = ${channel}::outbox_channel
      AND d.status = 'pending' AND d.attempts = 0 AND NOT d.late_approved
      AND m.due_at < now() - make_interval(hours => ${LATE_AFTER_HOURS})`;
}

/** Claims up to `batchSize` due copies with row locks another instance skips over. */
async function claimBatch(
  db: Db,
  channel: DeliveryChannel['channel'],
  { instanceId, leaseSeconds, batchSize }: Required<Omit<DeliveryRun, 'budgetMs'>>,
): Promise<ClaimedDelivery[]> {
  return db.$queryRaw<ClaimedDelivery[]>`
    WITH due AS (
      SELECT d.id FROM outbox_deliveries d
      JOIN outbox_messages m ON m.id = d.message_id
      WHERE m.channel = ${channel}::outbox_channel AND d.status = 'pending'
        AND d.next_attempt_at <= now() AND (d.lease_until IS NULL OR d.lease_until < now())
      ORDER BY d.next_attempt_at, d.id
      LIMIT ${batchSize}
      FOR UPDATE OF d SKIP LOCKED
    )
    UPDATE outbox_deliveries d
    SET claimed_by = ${instanceId}, lease_until = now() + make_interval(secs => ${leaseSeconds})
    FROM due WHERE d.id = due.id
    RETURNING d.id, d.message_id AS "messageId", d.recipient, d.attempts + 1 AS attempts,
      d.follow_id AS "followId", d.endpoint_id AS "endpointId"`;
}

/**
 * Marks the copy "sending" (committed before anything leaves), sends it, records the answer.
 * A crash between the two writes leaves it "sending": the only copies that can be uncertain.
 */
async function deliverOne(
  db: Db,
  channel: DeliveryChannel,
  delivery: ClaimedDelivery,
  { instanceId, leaseSeconds }: Pick<DeliveryRun, 'instanceId' | 'leaseSeconds'>,
): Promise<boolean> {
  const taken = await db.$executeRaw`
    UPDATE outbox_deliveries
    SET status = 'sending', attempts = attempts + 1, updated_at = now(),
        lease_until = now() + make_interval(secs => ${leaseSeconds})
    WHERE id = ${delivery.id}::uuid AND claimed_by = ${instanceId} AND status = 'pending'`;
  if (taken === 0) return false;
  const startedAt = Date.now();
  const result = await channel.send(delivery).catch((error: unknown): SendResult => ({
    outcome: 'uncertain',
    error: error instanceof Error ? error.message : String(error),
  }));
  await recordResult(db, channel, delivery, result, Date.now() - startedAt);
  await channel.afterResult?.(db, delivery, result);
  return true;
}

async function recordResult(
  db: Db,
  channel: DeliveryChannel,
  delivery: ClaimedDelivery,
  result: SendResult,
  durationMs: number,
) {
  const retryAt = result.outcome === 'retry' ? nextTry(channel, delivery, result) : null;
  const status = result.outcome === 'retry' ? (retryAt ? 'pending' : 'failed') : result.outcome;
  const responseCode = 'responseCode' in result ? (result.responseCode ?? null) : null;
  const error = 'error' in result ? result.error.slice(0, 1000) : null;
  await db.outboxDelivery.updateMany({
    where: { id: delivery.id, status: { in: ['sending', 'uncertain'] } },
    data: {
      status,
      responseCode,
      lastError: error,
      claimedBy: null,
      leaseUntil: null,
      ...(retryAt && { nextAttemptAt: retryAt }),
      ...(status === 'sent' && { sentAt: new Date() }),
    },
  });
  if (channel.logsAttempts) {
    await db.deliveryAttempt.create({
      data: {
        deliveryId: delivery.id,
        outcome: status === 'pending' ? 'retry' : status,
        responseCode,
        durationMs,
        error,
      },
    });
  }
}

/**
 * When to try again: the receiver's Retry-After, else the channel's next wait with jitter (so the
 * copies of one burst do not all come back at once); null when the retries have run out.
 */
function nextTry(
  channel: DeliveryChannel,
  delivery: ClaimedDelivery,
  result: Extract<SendResult, { outcome: 'retry' }>,
): Date | null {
  const wait = channel.retryDelaysMs[delivery.attempts - 1];
  if (wait === undefined) return null;
  const jittered = wait * (0.8 + Math.random() * 0.4);
  const byBackoff = Date.now() + jittered;
  return new Date(Math.max(byBackoff, result.retryAt?.getTime() ?? 0));
}
