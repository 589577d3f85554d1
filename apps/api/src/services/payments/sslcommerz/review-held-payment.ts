import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { checkoutMessages, messages } from '@motoforge/contract';
import type { Db } from '../../../db/client.js';
import { sslcommerzPayments } from '../../../db/schema.js';
import { conflict, HttpError, notFound } from '../../../http-error.js';
import { type SslcommerzClient } from '../../../payments/sslcommerz-client.js';
import { isUuid } from '../../ids.js';
import { applySslcommerzAttempt } from './confirm-sslcommerz-payment.js';
import { isProviderError } from '../../../provider-error.js';

/**
 * The admin's word on a payment SSLCommerz rated risky: accepted, it pays the order (or its
 * advance, ADR 063); refused, the
 * money goes back through SSLCommerz's refund API and the order stays unpaid.
 */
export async function reviewHeldSslcommerzPayment(db: Db, client: SslcommerzClient, orderId: string, accept: boolean) {
  if (!isUuid(orderId)) throw notFound(messages.orderNotFound);
  const [held] = await db
    .select()
    .from(sslcommerzPayments)
    .where(and(eq(sslcommerzPayments.orderId, orderId), eq(sslcommerzPayments.status, 'held')))
    .orderBy(desc(sslcommerzPayments.createdAt))
    .limit(1);
  if (!held?.bankTranId) throw conflict(checkoutMessages.paymentNotHeld);
  const { bankTranId } = held;
  if (accept) {
    await db.transaction(async (tx) => {
      await tx
        .update(sslcommerzPayments)
        .set({ status: 'paid', problem: null, updatedAt: new Date() })
        .where(eq(sslcommerzPayments.tranId, held.tranId));
      await applySslcommerzAttempt(tx, held, bankTranId);
    });
    return;
  }
  const refund = await client
    .initiateRefund({
      bankTranId,
      refundTransId: `RF${randomBytes(12).toString('hex')}`,
      amountPoisha: held.amountPoisha,
      remarks: 'Refused by the shop after a risk review',
      reference: orderId,
    })
    .catch((error: unknown) => {
      if (!isProviderError(error, 'sslcommerz')) throw error;
      // The payment stays held, so the admin can refuse it again.
      throw error.kind === 'refused'
        ? conflict(`SSLCommerz refused the refund: ${error.message}`)
        : new HttpError(503, checkoutMessages.onlinePaymentUnavailable);
    });
  await db
    .update(sslcommerzPayments)
    .set({
      status: 'refused',
      problem: `Refused by the admin; refund ${refund.refundRefId} ${refund.status}`,
      updatedAt: new Date(),
    })
    .where(eq(sslcommerzPayments.tranId, held.tranId));
}
