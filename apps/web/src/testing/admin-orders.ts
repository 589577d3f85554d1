import type { AdminOrder, AdminOrderList, Order } from '@motoforge/contract';

type Booking = Pick<
  Order,
  | '_id'
  | 'partId'
  | 'productName'
  | 'email'
  | 'quantity'
  | 'price'
  | 'orderTotal'
  | 'paid'
  | 'tnxId'
  | 'status'
  | 'createdAt'
> & { productNameBn?: string };

/** What the API offers an admin for a card order in each of the states adminOrderPage gives. */
const CARD_ORDER_ACTIONS: Record<'placed' | 'confirmed' | 'shipped', AdminOrder['actions']> = {
  placed: ['delete', 'cancel'],
  confirmed: ['pack', 'cancel'],
  shipped: ['deliver'],
};

/**
 * Bookings (the spec's one-part orders) as a page of GET /api/admin/orders, each its own card
 * order numbered MF-00000{n} in turn: shipped when the spec's status says so, confirmed when paid,
 * placed otherwise, with what the API offers in that state.
 */
export const adminOrderPage = (...bookings: Booking[]): AdminOrderList =>
  adminOrderList(
    ...bookings.map((booking, index): AdminOrder => {
      const state = booking.status ? 'shipped' : booking.paid ? 'confirmed' : 'placed';
      return {
        id: booking._id,
        number: `MF-${String(index + 1).padStart(6, '0')}`,
        createdAt: booking.createdAt,
        state,
        paymentMethod: 'card',
        paid: booking.paid,
        status: booking.status,
        tnxId: booking.tnxId,
        buyer: { name: 'Rahim Uddin', email: booking.email },
        deliveryName: 'Rahim Uddin',
        phone: '+8801712345678',
        address: 'House 1, Road 2, Dhanmondi, Dhaka',
        lines: [
          {
            _id: booking._id,
            partId: booking.partId,
            productName: booking.productName,
            productNameBn: booking.productNameBn ?? '',
            quantity: booking.quantity,
            price: booking.price,
          },
        ],
        subtotal: booking.orderTotal,
        deliveryFee: 0,
        total: booking.orderTotal,
        cashDue: 0,
        actions: CARD_ORDER_ACTIONS[state],
        codRisk: null,
        deadline: null,
      };
    }),
  );

/** Orders as the first and only page of GET /api/admin/orders. */
export const adminOrderList = (...items: AdminOrder[]): AdminOrderList => ({
  items,
  total: items.length,
  isTotalCapped: false,
  page: 1,
  pageSize: 25,
});
