import type { ShopOrder } from '@motoforge/contract';

/** An order's line as GET /api/orders/{id} answers it: two chain kits, no Bangla name; a test changes what it is about. */
export const orderLine = (overrides: Partial<ShopOrder['lines'][number]> = {}): ShopOrder['lines'][number] => ({
  _id: 'order-1',
  partId: 'part-1',
  productName: 'Chain Sprocket Kit',
  productNameBn: '',
  price: 1850,
  quantity: 2,
  ...overrides,
});

/** A cash-on-delivery order as GET /api/orders/{id} answers it, confirmed and not yet packed; a test changes what it is about. */
export const shopOrder = (overrides: Partial<ShopOrder> = {}): ShopOrder => ({
  id: 'order-1',
  number: 'MF-7K3QX9',
  state: 'confirmed',
  paymentMethod: 'cod',
  paid: false,
  tnxId: null,
  phoneConfirmed: true,
  lines: [orderLine()],
  subtotal: 3700,
  deliveryFee: 130,
  total: 3830,
  email: 'rider@example.com',
  phone: '+8801712345678',
  address: 'House 12, Road 3, Debidwar, Comilla, Chattagram',
  delivery: null,
  cashDue: 3830,
  advance: null,
  onlinePayment: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  courier: null,
  trackingCode: null,
  trackingUrl: null,
  refundStatus: null,
  refundProblem: null,
  events: [],
  actions: [],
  codRisk: null,
  ...overrides,
});

/** The same order with its timeline and the admin's actions, as its page shows them. */
export const confirmedCodOrder: ShopOrder = shopOrder({
  events: [
    { state: 'placed', by: 'buyer', at: '2026-11-20T10:00:00.000Z', note: null },
    { state: 'confirmed', by: 'buyer', at: '2026-11-20T10:05:00.000Z', note: null },
  ],
  actions: ['cancel', 'pack'],
});
