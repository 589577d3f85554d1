import type { VitalsSummary } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const vitalsKeys = { all: ['admin-vitals'] as const };

/** GET /api/admin/vitals (admin): each page's p75 of LCP, INP and CLS over the last 7 and 28 days. */
export const getVitals = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<VitalsSummary>('/admin/vitals', { signal, isAuthenticated: true });

export const vitalsQueryOptions = () =>
  queryOptions({ queryKey: vitalsKeys.all, queryFn: ({ signal }) => getVitals({ signal }) });

export const useVitals = () => useQuery(vitalsQueryOptions());
