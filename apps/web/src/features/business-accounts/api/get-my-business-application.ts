import type { MyBusinessApplication } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { businessAccountKeys } from './business-account-keys';

/** GET /api/business-accounts/mine: the signed-in buyer's own application, or null. */
export const getMyBusinessApplication = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<MyBusinessApplication>('/business-accounts/mine', { signal, isAuthenticated: true });

export const myBusinessApplicationQueryOptions = () =>
  queryOptions({ queryKey: businessAccountKeys.mine(), queryFn: ({ signal }) => getMyBusinessApplication({ signal }) });

export const useMyBusinessApplication = () => useQuery(myBusinessApplicationQueryOptions());
