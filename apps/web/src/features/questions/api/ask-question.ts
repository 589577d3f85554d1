import { type AskQuestionInput, successSchema } from '@motoforge/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/question: a visitor's question for the shop's admins. */
export const askQuestion = (input: AskQuestionInput) =>
  apiRequest('/question', successSchema, { method: 'POST', body: input });

export const useAskQuestion = () => useMutation({ mutationFn: askQuestion });
