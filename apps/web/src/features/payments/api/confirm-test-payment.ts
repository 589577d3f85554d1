import type { confirmTestPaymentInputSchema, confirmTestPaymentResponseSchema } from '@motoforge/contract';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type ConfirmTestPaymentInput = z.infer<typeof confirmTestPaymentInputSchema>;

/** POST /api/test-payments/confirm: the built-in test provider's stand-in for Stripe.js. */
export const confirmTestPayment = (input: ConfirmTestPaymentInput) =>
  apiRequest<z.infer<typeof confirmTestPaymentResponseSchema>>('/test-payments/confirm', {
    method: 'POST',
    body: input,
  });
