import type { BusinessApplications } from '@motoforge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { businessAccountKeys, type BusinessApplicationsSearch } from './business-account-keys';

/** Applications a page of the admin's list shows. */
export const BUSINESS_APPLICATIONS_PAGE_SIZE = 20;

/** GET /api/admin/business-accounts (admin): applications, newest first, by state. */
export const getBusinessApplications = (
  { state, page }: BusinessApplicationsSearch,
  { signal }: { signal?: AbortSignal } = {},
) => {
  const query = new URLSearchParams({ page: String(page), pageSize: String(BUSINESS_APPLICATIONS_PAGE_SIZE) });
  if (state) query.set('state', state);
  return apiRequest<BusinessApplications>(`/admin/business-accounts?${query.toString()}`, {
    signal,
    isAuthenticated: true,
  });
};

export const businessApplicationsQueryOptions = (search: BusinessApplicationsSearch) =>
  queryOptions({
    queryKey: businessAccountKeys.applicationsPage(search),
    queryFn: ({ signal }) => getBusinessApplications(search, { signal }),
  });

/** A page of applications; while the next one loads, the one before stays. */
export const useBusinessApplications = (search: BusinessApplicationsSearch) =>
  useQuery({ ...businessApplicationsQueryOptions(search), placeholderData: keepPreviousData });
