import type { Fields } from '../lib/http.js';

/** What the fake keeps of an accepted session request. */
export type SessionRequest = {
  tranId: string;
  amountPoisha: number;
  currency: string;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string | null;
  /** value_a … value_d, which the gateway hands back untouched. */
  values: Pick<Fields, 'value_a' | 'value_b' | 'value_c' | 'value_d'>;
};

/**
 * Mandatory in v4's "Create and Get Session" table. The ship_* fields (and num_of_item) are
 * mandatory when shipping_method is YES.
 */
const REQUIRED = [
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_postcode',
  'cus_country',
  'cus_phone',
  'shipping_method',
  'product_name',
  'product_category',
  'product_profile',
] as const;
const REQUIRED_FOR_SHIPPING = ['num_of_item', 'ship_name', 'ship_add1', 'ship_city', 'ship_postcode', 'ship_country'];
const PRODUCT_PROFILES = [
  'general',
  'physical-goods',
  'non-physical-goods',
  'airline-tickets',
  'travel-vertical',
  'telecom-vertical',
];
/** "The transaction amount must be from 10.00 BDT to 500000.00 BDT." */
const AMOUNT_MIN_POISHA = 10_00;
const AMOUNT_MAX_POISHA = 500_000_00;
const TRAN_ID_MAX_LENGTH = 30;

/** Taka as the gateway writes them ("1250", "1250.5", "1250.50") to poisha; null for anything else. */
export function poishaOf(amount: string): number | null {
  const [taka = '', poisha, ...rest] = amount.split('.');
  if (rest.length > 0 || !/^\d{1,9}$/.test(taka) || (poisha !== undefined && !/^\d{1,2}$/.test(poisha))) return null;
  return Number(taka) * 100 + Number((poisha ?? '').padEnd(2, '0'));
}

/** Poisha as the gateway writes amounts: "1250.50". */
export function takaOf(poisha: number) {
  return `${Math.floor(poisha / 100)}.${String(poisha % 100).padStart(2, '0')}`;
}

const isWebUrl = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/**
 * Checks a session request as the gateway does: the store's credentials first, then the
 * mandatory fields. Answers the session, or the `failedreason` of a FAILED answer. The gateway's
 * wording for a missing field is not documented; these sentences are the fake's own.
 */
export function parseSessionRequest(
  fields: Fields,
  store: { storeId: string; storePassword: string },
): SessionRequest | { failedreason: string } {
  if (fields.store_id !== store.storeId || fields.store_passwd !== store.storePassword) {
    return { failedreason: 'Store Credential Error Or Store is De-active' };
  }
  const isShipped = fields.shipping_method === 'YES';
  const missing = [...REQUIRED, ...(isShipped ? REQUIRED_FOR_SHIPPING : [])].find((name) => !fields[name]?.trim());
  if (missing) return { failedreason: `Invalid Information! '${missing}' is missing or empty.` };

  const tranId = fields.tran_id ?? '';
  if (tranId.length > TRAN_ID_MAX_LENGTH) {
    return { failedreason: `Invalid Information! 'tran_id' is longer than ${TRAN_ID_MAX_LENGTH} characters.` };
  }
  const amountPoisha = poishaOf(fields.total_amount ?? '');
  if (amountPoisha === null) return { failedreason: "Invalid Information! 'total_amount' is not a decimal (10,2)." };
  if (fields.currency !== 'BDT') {
    return { failedreason: `Invalid Information! This fake takes BDT only, not '${fields.currency}'.` };
  }
  if (amountPoisha < AMOUNT_MIN_POISHA || amountPoisha > AMOUNT_MAX_POISHA) {
    return { failedreason: "Invalid Information! 'total_amount' must be from 10.00 BDT to 500000.00 BDT." };
  }
  if (!PRODUCT_PROFILES.includes(fields.product_profile ?? '')) {
    return { failedreason: `Invalid Information! 'product_profile' must be one of ${PRODUCT_PROFILES.join(', ')}.` };
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.cus_email ?? '')) {
    return { failedreason: "Invalid Information! 'cus_email' is not an e-mail address." };
  }
  const urls = ['success_url', 'fail_url', 'cancel_url', ...(fields.ipn_url ? ['ipn_url'] : [])];
  const badUrl = urls.find((name) => !isWebUrl(fields[name] ?? ''));
  if (badUrl) return { failedreason: `Invalid Information! '${badUrl}' is not a URL.` };

  return {
    tranId,
    amountPoisha,
    currency: 'BDT',
    successUrl: fields.success_url ?? '',
    failUrl: fields.fail_url ?? '',
    cancelUrl: fields.cancel_url ?? '',
    ipnUrl: fields.ipn_url || null,
    values: {
      value_a: fields.value_a ?? '',
      value_b: fields.value_b ?? '',
      value_c: fields.value_c ?? '',
      value_d: fields.value_d ?? '',
    },
  };
}
