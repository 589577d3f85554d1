import type { ShopOrder } from '@motoforge/contract';
import { useId, useState } from 'react';
import { QueryContent } from '@/components/ui/query-content';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { useOrderReturns } from '../api/get-order-returns';
import { ReturnCard } from './return-card';
import { ReturnRequestForm } from './return-request-form';

const sectionMessages = defineMessages('returns.orderReturns', {
  heading: 'Returns',
  returnable: params('You can return parts of this order until {date}.'),
  startReturn: 'Return parts',
  sent: 'Your return request is sent. We will answer it soon, by SMS and e-mail.',
  none: 'Nothing of this order has been returned.',
});

/**
 * An order's returns on its page (docs/returns.md): the buyer's "Return parts" while the return
 * window is open, and each return with where it stands; the admin's next step on each.
 */
export function OrderReturns({ order }: { order: ShopOrder }) {
  const t = useMessages(sectionMessages);
  const format = useFormat();
  const headingId = useId();
  // Only a delivered or returned order has anything to say about returns: no call for any other.
  const canHaveReturns = order.state === 'delivered' || order.state === 'returned';
  const returns = useOrderReturns(order.id, canHaveReturns);
  const [isAsking, setIsAsking] = useState(false);
  const [isSent, setIsSent] = useState(false);
  if (!canHaveReturns) return null;
  return (
    <section aria-labelledby={headingId} className="card bg-base-100 border-base-300 border shadow-sm">
      <div className="card-body gap-4 p-5 sm:p-6">
        <h2 id={headingId} className="text-xl font-bold">
          {t.heading}
        </h2>
        <QueryContent query={returns}>
          {(data) => (
            <>
              {isSent && (
                <p role="status" className="alert alert-success alert-soft border-success border">
                  {t.sent}
                </p>
              )}
              {data.canRequest && data.returnableUntil && !isAsking && (
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p>{t.returnable({ date: format.date(data.returnableUntil, { dateStyle: 'medium' }) })}</p>
                  <button
                    type="button"
                    className="btn btn-outline btn-primary"
                    onClick={() => {
                      setIsSent(false);
                      setIsAsking(true);
                    }}
                  >
                    {t.startReturn}
                  </button>
                </div>
              )}
              {isAsking && (
                <ReturnRequestForm
                  orderId={order.id}
                  lines={data.lines}
                  onDone={() => setIsAsking(false)}
                  onSent={() => {
                    setIsAsking(false);
                    setIsSent(true);
                  }}
                />
              )}
              {data.returns.length === 0 ? (
                !isAsking && <p className="text-base-content/70">{t.none}</p>
              ) : (
                <div className="grid gap-3">
                  {data.returns.map((shopReturn) => (
                    <ReturnCard key={shopReturn.id} shopReturn={shopReturn} paymentMethod={order.paymentMethod} />
                  ))}
                </div>
              )}
            </>
          )}
        </QueryContent>
      </div>
    </section>
  );
}
