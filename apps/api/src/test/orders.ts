import type { FastifyInstance } from 'fastify';
import type { CreatePaymentIntentResponse, Part } from '@motoforge/contract';
import { bearer, freshAddress } from './auth-helpers.js';

/** Orders `part`'s minimum order as the customer holding `token`; answers the new order's id. */
export async function placeOrder(app: FastifyInstance, token: string, part: Pick<Part, '_id' | 'minimumOrder'>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/booking',
    headers: bearer(token),
    payload: { productId: part._id, quantity: part.minimumOrder, phone: '01711000000', address: 'Dhaka' },
    remoteAddress: freshAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`POST /api/booking answered ${response.statusCode}`);
  return response.json().insertedId as string;
}

/** The order's payment intent, as the payment page asks for it. */
export async function startPayment(app: FastifyInstance, token: string, orderId: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: bearer(token),
    payload: { orderId },
  });
  return response.json() as CreatePaymentIntentResponse;
}

/** The test provider's confirmation with Stripe's succeeding test card 4242…, as the payment page sends it. */
export function chargeCard(app: FastifyInstance, clientSecret: string) {
  return app.inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    payload: {
      clientSecret,
      card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
      billingDetails: { name: 'Rider', email: 'rider@example.com' },
    },
    remoteAddress: freshAddress(),
  });
}
