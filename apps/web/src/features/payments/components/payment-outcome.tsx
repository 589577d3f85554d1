import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { defineMessages, useMessages } from '@/lib/i18n';

const outcomeMessages = defineMessages('payments.paymentOutcome', {
  transactionId: 'Transaction id',
  myOrders: 'My Orders',
});

type PaymentOutcomeProps = { heading: string; tnxId: string | null; children: ReactNode };

/** A paid order (docs/product.md#payment-page): the heading, the transaction id and a My Orders button. */
export function PaymentOutcome({ heading, tnxId, children }: PaymentOutcomeProps) {
  const t = useMessages(outcomeMessages);
  return (
    <section className="card bg-base-100 border-success/40 mx-auto max-w-xl border shadow-sm">
      <div className="card-body items-center gap-3 p-6 text-center sm:p-8">
        <h2 className="text-success text-3xl font-extrabold">{heading}</h2>
        <p className="text-base-content/80">{children}</p>
        {tnxId && (
          <p className="bg-base-200 w-full rounded-box p-3">
            <span className="text-base-content/70 block text-sm font-medium">{t.transactionId}</span>
            <span className="font-mono font-semibold break-all">{tnxId}</span>
          </p>
        )}
        <Link to={paths.dashboard.order.getHref()} className="btn btn-primary mt-2">
          {t.myOrders}
        </Link>
      </div>
    </section>
  );
}
