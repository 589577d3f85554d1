import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';

/** GET /api/admin/jobs: the durable jobs' queues, and their failures (ADR 029), newest first. */
export const adminJobsQuerySchema = lazySchema(() =>
  z.object({
    queue: z.string().trim().max(50).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
);
export type AdminJobsQuery = z.infer<typeof adminJobsQuerySchema>;

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const jobQueueSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    /** Jobs in each state, from waiting (`created`) to given up (`failed`); finished ones are kept a while. */
    counts: z.object(
      Object.fromEntries(JOB_STATES.map((state) => [state, z.number().int()])) as Record<JobState, z.ZodNumber>,
    ),
  }),
);
export const jobFailureSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    queue: z.string(),
    /** `retry`: it will be tried again; `failed`: it was tried as often as it may be. */
    state: z.enum(['retry', 'failed']),
    retryCount: z.number().int(),
    retryLimit: z.number().int(),
    error: z.string(),
    failedAt: z.string(),
    /** When the next try starts (`retry` only). */
    retryAt: z.string().nullable(),
  }),
);
export const adminJobsSchema = lazySchema(() =>
  z.object({
    queues: z.array(jobQueueSchema),
    failures: z.array(jobFailureSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type AdminJobs = z.infer<typeof adminJobsSchema>;
export type JobFailure = z.infer<typeof jobFailureSchema>;
