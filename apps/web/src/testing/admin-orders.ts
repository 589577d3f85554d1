import type { AdminOrderList, Order } from '@motoforge/contract';

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
>;

/**
 * Bookings (the spec's one-part orders) as a page of GET /api/admin/orders, each its own order:
 * shipped when the spec's status says so, confirmed when paid, placed otherwise.
 */
export const adminOrderPage = (...bookings: Booking[]): AdminOrderList => ({
  items: bookings.map((booking) => ({
    id: booking._id,
    createdAt: booking.createdAt,
    state: booking.status ? 'shipped' : booking.paid ? 'confirmed' : 'placed',
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
        quantity: booking.quantity,
        price: booking.price,
      },
    ],
    subtotal: booking.orderTotal,
    deliveryFee: 0,
    total: booking.orderTotal,
  })),
  total: bookings.length,
  isTotalCapped: false,
  page: 1,
  pageSize: 25,
});
