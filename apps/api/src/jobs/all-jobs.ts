import { followCourierStatusJob } from './follow-courier-status.js';
import type { JobDefinition } from './job-definition.js';
import { notifyOrderEventJob } from './notify-order-event.js';
import { pruneFieldVitalsJob } from './prune-field-vitals.js';
import { releaseExpiredOrdersJob } from './release-expired-orders.js';
import { sendEmailJob } from './send-email.js';
import { sendSmsJob } from './send-sms.js';

/** Every kind of job: the jobs plugin makes a queue and a worker for each (ADR 029). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each job's data is its own; the plugin hands a handler only what its schema parsed
export const allJobs: JobDefinition<any>[] = [
  releaseExpiredOrdersJob,
  notifyOrderEventJob,
  sendSmsJob,
  sendEmailJob,
  followCourierStatusJob,
  pruneFieldVitalsJob,
];
