/*
 * The returns rules: ids, limits and defaults, zod-free, so that the web app's pages
 * and its translation table read them without the schemas. The texts are in returns-messages.ts.
 */

/** Why a buyer sends a part back. */
export const RETURN_REASON_IDS = ['does-not-fit', 'damaged', 'wrong-part', 'other'] as const;
export type ReturnReasonId = (typeof RETURN_REASON_IDS)[number];

/**
 * A return's own states: asked for, then accepted or refused by the admin; an accepted one is
 * received at the shop, then refunded. Refused and refunded are final.
 */
export const RETURN_STATE_IDS = ['requested', 'accepted', 'refused', 'received', 'refunded'] as const;
export type ReturnStateId = (typeof RETURN_STATE_IDS)[number];

/** A return still being dealt with: the admin's list of open returns, and the order's returnable count. */
export const OPEN_RETURN_STATES: readonly ReturnStateId[] = ['requested', 'accepted', 'received'];

/** What an order's timeline records of its returns, beside its own states. */
export const RETURN_EVENT_IDS = [
  'return-requested',
  'return-accepted',
  'return-refused',
  'return-received',
  'return-refunded',
  'return-refund-failed',
] as const;
export type ReturnEventId = (typeof RETURN_EVENT_IDS)[number];

/** How the shop gave a cash-on-delivery buyer's money back: it has no provider to ask. */
export const MANUAL_REFUND_METHOD_IDS = ['bkash', 'bank'] as const;
export type ManualRefundMethodId = (typeof MANUAL_REFUND_METHOD_IDS)[number];

/** The return window's default, in days after delivery (a shop setting). */
export const RETURN_WINDOW_DAYS_DEFAULT = 7;
export const RETURN_WINDOW_DAYS_MAX = 90;
export const RETURN_NOTE_MAX = 500;
export const RETURN_ADDRESS_MAX = 300;
export const REFUND_REFERENCE_MAX = 100;
/** Photos a buyer may add to a return. */
export const RETURN_PHOTOS_MAX = 4;

/**
 * Whether the shop pays the way back (docs/returns.md#who-pays): a part that came damaged or was the
 * wrong one, or one the shop said fits the buyer's bike that does not (the fit guarantee).
 */
export const isShopsFault = (reason: ReturnReasonId, isGuaranteed: boolean) =>
  reason === 'damaged' || reason === 'wrong-part' || (reason === 'does-not-fit' && isGuaranteed);
