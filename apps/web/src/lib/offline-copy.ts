import type { NamedBike } from '@/hooks/use-bike-names';

/**
 * What the offline page shows a signed-in rider (docs/architecture.md#installable-and-offline):
 * their garage and the last parts they viewed, with each price as they saw it. Kept in this
 * browser's localStorage under the account's id, for one account at a time: keeping a copy for an
 * account wipes any other's, and signing out wipes it all, so the next person at a shared computer
 * never sees the last one's.
 */
const PREFIX = 'motoforge.offline.';
const ACCOUNT_KEY = `${PREFIX}account`;
const copyKey = (accountId: string) => `${PREFIX}copy.${accountId}`;

/** How many viewed parts are kept, the latest first (issue 36). */
export const VIEWED_PARTS_KEPT = 20;

export type KeptBike = NamedBike & { isCurrent: boolean };

export type ViewedPart = {
  id: string;
  name: string;
  nameBn?: string;
  sku: string;
  /** The price this account was shown (its group's, for a business buyer), in taka. */
  price: number;
  /** When the rider last saw it (ISO 8601). */
  seenAt: string;
};

export type OfflineCopy = { bikes: KeptBike[]; viewedParts: ViewedPart[] };

const EMPTY_COPY: OfflineCopy = { bikes: [], viewedParts: [] };

// Storage may be refused (a private window, a full quota): the shop works on without the copy.
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

function readCopyOf(accountId: string): OfflineCopy {
  return attempt(() => {
    const stored = localStorage.getItem(copyKey(accountId));
    return stored ? { ...EMPTY_COPY, ...(JSON.parse(stored) as Partial<OfflineCopy>) } : EMPTY_COPY;
  }, EMPTY_COPY);
}

/** Changes the copy of `accountId`, after wiping any other account's. */
function updateCopy(accountId: string, change: (copy: OfflineCopy) => OfflineCopy): void {
  attempt(() => {
    if (localStorage.getItem(ACCOUNT_KEY) !== accountId) {
      forgetOfflineCopy();
      localStorage.setItem(ACCOUNT_KEY, accountId);
    }
    localStorage.setItem(copyKey(accountId), JSON.stringify(change(readCopyOf(accountId))));
  }, undefined);
}

export function keepGarage(accountId: string, bikes: readonly KeptBike[]): void {
  updateCopy(accountId, (copy) => ({ ...copy, bikes: [...bikes] }));
}

export function keepViewedPart(accountId: string, part: ViewedPart): void {
  updateCopy(accountId, (copy) => ({
    ...copy,
    viewedParts: [part, ...copy.viewedParts.filter((kept) => kept.id !== part.id)].slice(0, VIEWED_PARTS_KEPT),
  }));
}

/** The copy of the account this browser was last signed in as, or null when there is none. */
export function readOfflineCopy(): OfflineCopy | null {
  const accountId = attempt(() => localStorage.getItem(ACCOUNT_KEY), null);
  return accountId ? readCopyOf(accountId) : null;
}

/** Wipes every account's copy: at sign-out, and when the server says no one is signed in. */
export function forgetOfflineCopy(): void {
  attempt(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  }, undefined);
}
