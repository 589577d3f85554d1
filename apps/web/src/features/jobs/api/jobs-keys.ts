/** A page of the jobs' failures as its page's URL gives it: a queue, and a page from 1. */
export type JobsSearch = { queue?: string; page: number };

/** The jobs' query keys (GET /api/admin/jobs): each page of a search under `all`. */
export const jobsKeys = {
  all: ['jobs'] as const,
  page: (search: JobsSearch) => [...jobsKeys.all, search] as const,
};
