/**
 * The orders' query keys (GET /api/booking…): every list and order sits under `all`, so one
 * invalidation refreshes a customer's own list, the admin's list of every order and one order.
 */
export const orderKeys = {
  all: ['orders'] as const,
  /** GET /api/booking (admin): every customer's orders. */
  everyCustomer: () => [...orderKeys.all, 'all'] as const,
  /** GET /api/orders (My Orders): one customer's own orders, a page at a time under it. */
  ofUser: (email: string) => [...orderKeys.all, { user: email }] as const,
  /** GET /api/booking/{id}: one order. */
  detail: (id: string) => [...orderKeys.all, id] as const,
  /** GET /api/orders/{id}: an order of the checkout, with its lines, its state and its payment. */
  withLines: (id: string) => [...orderKeys.all, 'with-lines', id] as const,
  /** GET /api/admin/orders: a page of Manage All Orders' search. */
  backOffice: (search: Record<string, string | number | undefined>) =>
    [...orderKeys.all, 'back-office', search] as const,
  /** GET /api/admin/orders/{id}/courier-quotes: what each API courier would charge to carry it. */
  courierQuotes: (id: string) => [...orderKeys.all, 'courier-quotes', id] as const,
  /** GET /api/admin/sales?days=: the sales page's figures. */
  sales: (days: number) => [...orderKeys.all, 'sales', days] as const,
};
