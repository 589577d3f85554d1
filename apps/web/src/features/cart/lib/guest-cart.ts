import { CART_LINES_MAX, type CartLineInput, PRODUCT_NUMBER_MAX } from '@motoforge/contract';
import { isRecord } from '@/lib/is-record';

/**
 * A guest's cart, kept in this browser (docs/product.md#checkout) until they sign in, when it joins the
 * account's (CartProvider). Each tab sees another's changes through the `storage` event.
 */
export const GUEST_CART_KEY = 'motoforge_cart';

const NO_LINES: readonly CartLineInput[] = Object.freeze([]);
/** A part's id as the API gives it: only such ids are kept, so a PUT of the cart is never refused for one. */
const PART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const listeners = new Set<() => void>();
let lastStored: string | null = null;
let lastLines = NO_LINES;

/** The lines stored, read again only when the stored text changed (useSyncExternalStore wants the same array). */
function read(): readonly CartLineInput[] {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(GUEST_CART_KEY);
  } catch {
    // Storage refused (a privacy mode): the cart is empty, and adding says why (write).
  }
  if (stored !== lastStored) {
    lastStored = stored;
    lastLines = parse(stored);
  }
  return lastLines;
}

/** What the storage holds, if it is a cart: anything else (edited by hand, an older shape) is no cart. */
function parse(stored: string | null): readonly CartLineInput[] {
  if (!stored) return NO_LINES;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return NO_LINES;
  }
  if (!Array.isArray(value)) return NO_LINES;
  const lines: CartLineInput[] = [];
  for (const line of value) {
    if (!isRecord(line) || typeof line.partId !== 'string' || !PART_ID.test(line.partId)) continue;
    const { quantity } = line;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > PRODUCT_NUMBER_MAX)
      continue;
    if (!lines.some(({ partId }) => partId === line.partId)) lines.push({ partId: line.partId, quantity });
  }
  return lines.slice(0, CART_LINES_MAX);
}

function notify() {
  listeners.forEach((listener) => listener());
}

function onStorage(event: StorageEvent) {
  if (event.key === GUEST_CART_KEY || event.key === null) notify();
}

export const guestCart = {
  get: read,
  /** On the server, and while a server-rendered page hydrates: nothing is known of the browser's cart. */
  getServerSnapshot: () => NO_LINES,
  subscribe(listener: () => void) {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
  /** Throws when the browser refuses to store it (storage full or turned off). */
  set(lines: readonly CartLineInput[]) {
    if (lines.length === 0) localStorage.removeItem(GUEST_CART_KEY);
    else localStorage.setItem(GUEST_CART_KEY, JSON.stringify(lines));
    notify();
  },
  clear() {
    try {
      localStorage.removeItem(GUEST_CART_KEY);
    } finally {
      notify();
    }
  },
};
