import type { BusinessApplicationState } from '@motoforge/contract';

/** A search of the admin's applications as its page's URL gives it: a state, and a page from 1. */
export type BusinessApplicationsSearch = { state?: BusinessApplicationState; page: number };

/** The business accounts' query keys: the buyer's own application, the admin's lists and groups. */
export const businessAccountKeys = {
  all: ['business-accounts'] as const,
  mine: () => [...businessAccountKeys.all, 'mine'] as const,
  applications: () => [...businessAccountKeys.all, 'applications'] as const,
  applicationsPage: (search: BusinessApplicationsSearch) => [...businessAccountKeys.applications(), search] as const,
  groups: () => [...businessAccountKeys.all, 'groups'] as const,
  group: (id: string) => [...businessAccountKeys.groups(), id] as const,
  members: (id: string) => [...businessAccountKeys.group(id), 'members'] as const,
};
