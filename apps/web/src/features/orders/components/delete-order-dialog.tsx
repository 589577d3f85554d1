import { BreakableEmail } from './breakable-email';

/** Whose order for what: what a "Confirm delete?" dialog shows, so the right order goes. */
export function OrderToDelete({ email, productName }: { email: string; productName: string }) {
  return (
    <dl className="grid gap-2">
      <div>
        <dt className="text-base-content/70 text-sm font-medium">Buyer</dt>
        <dd className="font-semibold">
          <BreakableEmail email={email} />
        </dd>
      </div>
      <div>
        <dt className="text-base-content/70 text-sm font-medium">Item</dt>
        <dd className="font-semibold">{productName}</dd>
      </div>
    </dl>
  );
}
