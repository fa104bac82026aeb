import { contentImportJob } from './content-import';
import { contentScheduleJob } from './content-schedule';
import type { JobDefinition } from './define-job';
import { outboxEmailJob } from './outbox-email';
import { outboxWebhookJob } from './outbox-webhook';

/** Every background job: the queue installer creates their queues, each instance works them. */
export const jobs: readonly JobDefinition[] = [
  contentScheduleJob,
  contentImportJob,
  outboxEmailJob,
  outboxWebhookJob,
];
