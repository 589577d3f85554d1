import type { PublicConfig } from '@motoforge/contract';

/** GET /api/config of a shop on the built-in test provider, without Google or SMTP, as tests serve it. */
export const testPublicConfig: PublicConfig = {
  payment: { provider: 'test' },
  google: false,
  email: 'outbox',
  checkout: { paymentMethods: ['cod', 'card'], deliveryFee: { insideDhaka: 70, outsideDhaka: 130 }, codMax: 20_000 },
};
