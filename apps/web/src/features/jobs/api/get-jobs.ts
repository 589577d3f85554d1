import type { AdminJobs } from '@motoforge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { jobsKeys, type JobsSearch } from './jobs-keys';

/** Failed jobs a page shows. */
export const JOBS_PAGE_SIZE = 20;

/** GET /api/admin/jobs (admin): the queues with their jobs by state, and the failed jobs, latest first. */
export const getJobs = ({ queue, page }: JobsSearch, { signal }: { signal?: AbortSignal } = {}) => {
  const query = new URLSearchParams({ page: String(page), pageSize: String(JOBS_PAGE_SIZE) });
  if (queue) query.set('queue', queue);
  return apiRequest<AdminJobs>(`/admin/jobs?${query.toString()}`, { signal, isAuthenticated: true });
};

export const jobsQueryOptions = (search: JobsSearch) =>
  queryOptions({ queryKey: jobsKeys.page(search), queryFn: ({ signal }) => getJobs(search, { signal }) });

/** The jobs, read again every 10 s while the page is open: they change on their own. */
export const useJobs = (search: JobsSearch) =>
  useQuery({ ...jobsQueryOptions(search), placeholderData: keepPreviousData, refetchInterval: 10_000 });
