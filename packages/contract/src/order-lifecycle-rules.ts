/*
 * The order lifecycle rules: ids, limits and defaults, zod-free, so that the web app's pages
 * and its translation table read them without the schemas. The texts are in order-lifecycle-messages.ts.
 */

import { ORDER_ACTOR_IDS, ORDER_STATE_IDS } from './order-states.js';
import { RETURN_EVENT_IDS } from './returns-rules.js';

/** What an order's timeline records: its states, what became of its refund, and its returns' steps. */
export const ORDER_EVENT_STATE_IDS = [...ORDER_STATE_IDS, 'refunded', 'refund-failed', ...RETURN_EVENT_IDS] as const;
export type OrderEventStateId = (typeof ORDER_EVENT_STATE_IDS)[number];

/** Who made a change: the order's buyer, an admin, or the shop itself (a courier's status, a release). */
export const ORDER_EVENT_ACTOR_IDS = ORDER_ACTOR_IDS;

/** Where POST /api/admin/orders/{id}/transition may move an order. */
export const ORDER_TRANSITION_TARGETS = ['packed', 'shipped', 'delivered', 'returned'] as const;
export type OrderTransitionTarget = (typeof ORDER_TRANSITION_TARGETS)[number];

/**
 * The couriers the shop hands parcels to through their APIs (docs/orders.md#couriers), each when
 * its settings are there; any other is typed by name with its tracking code.
 */
export const COURIER_IDS = ['steadfast', 'pathao', 'redx'] as const;
export type CourierId = (typeof COURIER_IDS)[number];
export const STEADFAST_COURIER = 'steadfast' satisfies CourierId;
/** How each is written for people. */
export const COURIER_NAMES: Record<CourierId, string> = { steadfast: 'Steadfast', pathao: 'Pathao', redx: 'RedX' };

/** The API courier a typed name means (any case), or null for a courier typed by hand. */
export const courierIdOf = (name: string | null | undefined): CourierId | null =>
  COURIER_IDS.find((id) => id === name?.trim().toLowerCase()) ?? null;

/** An order's courier as people read it: an API courier's name, or the name the admin typed. */
export const courierNameOf = (courier: string) => {
  const id = courierIdOf(courier);
  return id ? COURIER_NAMES[id] : courier;
};

/** The action that hands a packed order to an API courier: 'ship-steadfast', 'ship-pathao', 'ship-redx'. */
export const shipActionOf = (courier: CourierId) => `ship-${courier}` as const;

/** What the asker may do to an order now (GET /api/orders/{id}'s `actions`). */
export const ORDER_ACTION_IDS = [
  'pay',
  'delete',
  'cancel',
  'pack',
  'ship',
  'ship-steadfast',
  'ship-pathao',
  'ship-redx',
  'deliver',
  'collect-cash',
  'return',
  'retry-refund',
  'review-payment',
  'refuse',
  'release-hold',
  'pay-advance',
] as const;
export type OrderActionId = (typeof ORDER_ACTION_IDS)[number];

export const REFUND_STATUS_IDS = ['pending', 'failed', 'refunded'] as const;

export const COURIER_NAME_MAX = 60;
export const TRACKING_CODE_MAX = 100;
export const ORDER_NOTE_MAX = 500;
