import type { DecodeVin, VinDecoded } from '@motoforge/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/vin/decode: what a chassis number says (its maker, model year and the bikes it may be). */
export const decodeVin = (input: DecodeVin) => apiRequest<VinDecoded>('/vin/decode', { method: 'POST', body: input });

/** A mutation, not a query: a number is read when the rider asks, and the answer is not kept. */
export const useDecodeVin = () => useMutation({ mutationFn: decodeVin });
