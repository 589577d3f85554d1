/*
 * Apart from checkout-messages.ts: the web app keeps a guest's cart within this limit on every
 * page, and a module its first chunk imports goes into that chunk whole, every checkout message
 * with it (the home page's budget, bench/page-weight.mjs).
 */

/** Parts in one cart, at most: the web app keeps a guest's cart within it on every page. */
export const CART_LINES_MAX = 30;

/**
 * The API's refusal of a longer cart, and the web app's: checkoutMessages.cartTooLong, the id the
 * translation table knows it by (not a `…Message` of its own).
 */
export const cartTooLongText = (max: number) => `A cart holds at most ${max} parts`;
