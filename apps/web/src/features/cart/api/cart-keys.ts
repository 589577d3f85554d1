import type { CartLineInput } from '@motoforge/contract';

/**
 * The cart's query keys. The account's cart is private: dropped with the other private queries at
 * sign-out (lib/query-client.ts's isPublicQuery). A guest's is priced by the lines it holds.
 */
export const cartKeys = {
  all: ['cart'] as const,
  /** GET /api/cart (and PUT's answer): the signed-in rider's cart. */
  account: () => [...cartKeys.all, 'account'] as const,
  /** POST /api/cart/view: a guest's lines, priced. */
  view: (lines: readonly CartLineInput[]) => [...cartKeys.all, 'view', lines] as const,
};
