import type { AskQuestionInput, successSchema } from '@motoforge/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** POST /api/question: a visitor's question for the shop's admins. */
export const askQuestion = (input: AskQuestionInput) =>
  apiRequest<z.infer<typeof successSchema>>('/question', { method: 'POST', body: input });

export const useAskQuestion = () => useMutation({ mutationFn: askQuestion });
