import { analyticsRetentionJob } from './analytics-retention';
import { analyticsRollupJob } from './analytics-rollup';
import { contentImportJob } from './content-import';
import { contentScheduleJob } from './content-schedule';
import type { JobDefinition } from './define-job';
import { outboxDeliveryJobs } from './outbox-delivery';

/** Every background job: the queue installer creates their queues, each instance works them. */
export const jobs: readonly JobDefinition[] = [
  contentScheduleJob,
  contentImportJob,
  outboxDeliveryJobs.email,
  outboxDeliveryJobs.webhook,
  analyticsRollupJob,
  analyticsRetentionJob,
];
