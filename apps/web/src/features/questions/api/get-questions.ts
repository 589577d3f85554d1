import type { questionListSchema } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { signOutOnAuthErrorMeta } from '@/lib/session-query-meta';
import { questionKeys } from './question-keys';

/** GET /api/question (admin): the questions asked from the home page, newest first. */
export const getQuestions = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<z.infer<typeof questionListSchema>>('/question', { signal, isAuthenticated: true });

export const questionsQueryOptions = () =>
  queryOptions({
    queryKey: questionKeys.all,
    queryFn: async ({ signal }) => (await getQuestions({ signal })).result,
    meta: signOutOnAuthErrorMeta,
  });

export const useQuestions = () => useQuery(questionsQueryOptions());
