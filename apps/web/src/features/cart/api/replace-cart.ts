import type { Cart, CartInput } from '@motoforge/contract';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/cart: the account's cart becomes these lines; answers it priced, as GET does. */
export const replaceCart = (input: CartInput) =>
  apiRequest<Cart>('/cart', { method: 'PUT', body: input, isAuthenticated: true });
