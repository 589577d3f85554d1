import { addressOf, callWithToken, demoAdmin, signIn, signUp } from './shop-client.mjs';

// Booking: one unpaid order per customer and part, so every order is a new (customer, part) pair.
// Sign-ups are slow (password hashing), parts are cheap: few customers, parts added as needed.
export const BOOKING_CUSTOMERS = 20;
const CUSTOMERS = BOOKING_CUSTOMERS;
export const BOOKING_FIRST_PARTS = 100;
const FIRST_PARTS = BOOKING_FIRST_PARTS;
// Orders the measured booking run has room for at least: more than twice the fastest shop's 10 s.
export const MIN_BOOKING_ROOM = 10_000;
export const ORDER = { quantity: 1, phone: '01711000000', address: 'Dhaka' };

/** Runs `task` over `items`, at most `limit` at a time. */
async function mapLimit(items, limit, task) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const range = (count) => Array.from({ length: count }, (_, index) => index);

/**
 * Customers and parts with enough stock for every order the run places, on one shop. Orders go
 * through the parts fastest, so the orders in flight at once are for different parts, as in a
 * real shop, and do not queue on one part's row lock.
 */
export async function prepareBooking(shop) {
  const admin = await signIn(shop, demoAdmin);
  const customers = await mapLimit(range(CUSTOMERS), 4, (index) =>
    signUp(shop, { name: `Bench Customer ${index}`, email: `bench-${index}@example.com`, password: 'bench-password' }),
  );
  // Each block of parts takes one order per customer and part; a block is added when room runs out.
  const blocks = [];
  let capacity = 0;
  const addBlock = async (partCount) => {
    const partIds = await mapLimit(range(partCount), 8, async (index) => {
      const { insertedId } = await callWithToken(shop, admin.token, 'POST', '/api/part', {
        name: `Bench part ${blocks.length + 1}.${index + 1}`,
        description: 'A part made for the benchmark, with stock for every order it will take.',
        minimumOrder: 1,
        availableQuantity: 10_000_000,
        price: 120,
        img: '/images/parts/spark-plug.svg',
      });
      return insertedId;
    });
    blocks.push({ start: capacity, partIds });
    capacity += partCount * CUSTOMERS;
  };
  await addBlock(FIRST_PARTS);

  const orderAt = (index) => {
    // Past the last pair the orders repeat, and the shop refuses them (409): counted as errors.
    const wrapped = index % capacity;
    const { start, partIds } = blocks.findLast((block) => block.start <= wrapped);
    const offset = wrapped - start;
    return {
      index,
      token: customers[Math.floor(offset / partIds.length)].token,
      productId: partIds[offset % partIds.length],
    };
  };
  let taken = 0;
  return {
    orderAt,
    take: () => orderAt(taken++),
    /** Adds parts until the next `count` orders are new pairs. */
    ensureRoomFor: async (count) => {
      const missing = taken + count - capacity;
      if (missing > 0) await addBlock(Math.max(FIRST_PARTS, Math.ceil(missing / CUSTOMERS)));
    },
  };
}

export function bookingRequests(take) {
  return [
    {
      setupRequest(request) {
        const order = take();
        return {
          ...request,
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            authorization: `Bearer ${order.token}`,
            'x-forwarded-for': addressOf(order.index),
          },
          body: JSON.stringify({ productId: order.productId, ...ORDER }),
        };
      },
    },
  ];
}
