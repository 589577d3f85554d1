// Quick order on the large catalogue (issue 39, docs/decisions/050-quick-order.md): "50 lines
// resolve in under 1 s on the 100,000-part catalogue". Each request is a different list of 50
// lines as a workshop pastes them: SKUs as printed, in lower case and with spaces for dashes, OEM
// numbers, old (superseded) numbers, a few numbers the shop does not have, quantities in both
// digits, separated by commas, tabs, semicolons or spaces. Asked one at a time, as buyers do.
import { joinGroup } from './group-prices.mjs';
import { withAdmin } from './postgres.mjs';
import { signUp } from './shop-client.mjs';

export const QUICK_ORDER_LINES = 50;
/** Requests measured; the route allows 60 a minute per client, warm-up included. */
export const QUICK_ORDER_REQUESTS = 30;
const WARMUP_REQUESTS = 3;
/** Old numbers the bench gives parts deep in the catalogue (the seeded catalogue has none). */
const OLD_NUMBERS = 300;
const SEPARATORS = [', ', '\t', '; ', ' '];
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const toBengali = (number) => String(number).replace(/\d/g, (digit) => BENGALI_DIGITS[Number(digit)]);

/** Pools of the large shop's own numbers, and old numbers given to parts for the bench. */
async function poolsOf(databaseUrl) {
  return withAdmin(async (client) => {
    const rows = async (query) => (await client.query(query)).rows;
    const old = await rows(`update parts set replaces = array['OLD-' || upper(substr(md5(sku), 1, 8))]
                             where id in (select id from parts where deleted_at is null
                                          order by position offset 5000 limit ${OLD_NUMBERS})
                             returning replaces[1] as number, minimum_order, sku, price_poisha`);
    const skus = await rows(`select sku as number, minimum_order, sku, price_poisha from parts where deleted_at is null
                              and position % 97 = 0 order by position limit 1500`);
    const oems =
      await rows(`select oem_numbers[1] as number, minimum_order, sku, price_poisha from parts where deleted_at is null
                              and cardinality(oem_numbers) > 0 and position % 89 = 0 order by position limit 1000`);
    return { old, skus, oems };
  }, databaseUrl);
}

/** A SKU as a person may type it: as printed, in lower case, or with spaces for its dashes. */
const typedSku = (sku, index) => [sku, sku.toLowerCase(), sku.replaceAll('-', ' ').toLowerCase()][index % 3];

/** The request's 50 lines: 25 SKUs, 10 OEM numbers, 10 old numbers, 5 unknown; `expected` found. */
function listOf({ old, skus, oems }, request) {
  const take = (pool, count, offset) =>
    Array.from({ length: count }, (_, index) => pool[(request * count + index + offset) % pool.length]);
  const known = [
    ...take(skus, 25, 0).map((part, index) => ({ ...part, number: typedSku(part.number, index) })),
    ...take(oems, 10, 0),
    ...take(old, 10, 0),
  ];
  const unknown = Array.from({ length: 5 }, (_, index) => ({ number: `ZX-${request}-${index}-404`, minimum_order: 1 }));
  const lines = [...known, ...unknown].map((part, index) => {
    const quantity = index % 7 === 0 ? toBengali(part.minimum_order) : String(part.minimum_order);
    return `${part.number}${SEPARATORS[index % SEPARATORS.length]}${quantity}`;
  });
  // Shuffled the same way every run: unknown numbers among the known.
  lines.sort((a, b) => ((a.length * 31 + a.charCodeAt(2)) % 17) - ((b.length * 31 + b.charCodeAt(2)) % 17));
  return { text: lines.join('\n'), expected: known.length };
}

async function post(shop, token, text) {
  const startedAt = performance.now();
  const response = await fetch(`${shop.baseUrl}/api/quick-order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ text }),
  });
  const body = await response.json();
  return { ms: performance.now() - startedAt, status: response.status, body };
}

/**
 * QUICK_ORDER_REQUESTS different lists of 50 lines, one at a time, on `shop`, asked by a workshop of
 * the customer group `groupId` (lib/group-prices.mjs), so every line is priced by the group's
 * rules: p50, p95 and max in ms, and the lists whose parts were not all found (a wrong answer fails
 * the measure too).
 */
export async function measureQuickOrder(shop, databaseUrl, groupId) {
  const pools = await poolsOf(databaseUrl);
  const email = `quick-order-bench-${Date.now()}@example.com`;
  const { token } = await signUp(shop, { name: 'Bench Workshop', email, password: 'bench-password' });
  await joinGroup(databaseUrl, email, groupId);
  for (let index = 0; index < WARMUP_REQUESTS; index++) await post(shop, token, listOf(pools, 1000 + index).text);
  // Each part's list price: every line found must be priced below it, by the group's rules.
  const listPoisha = new Map([...pools.old, ...pools.skus, ...pools.oems].map((part) => [part.sku, part.price_poisha]));
  const times = [];
  const wrong = [];
  for (let request = 0; request < QUICK_ORDER_REQUESTS; request++) {
    const { text, expected } = listOf(pools, request);
    const { ms, status, body } = await post(shop, token, text);
    times.push(ms);
    const found = status === 200 ? body.lines.filter((line) => line.part) : [];
    const atListPrice = found.filter(({ part }) => Math.round(part.price * 100) >= listPoisha.get(part.sku));
    if (status !== 200 || body.lines.length !== QUICK_ORDER_LINES || found.length !== expected)
      wrong.push(`request ${request}: ${status}, ${found.length} of ${expected} found`);
    else if (atListPrice.length > 0)
      wrong.push(`request ${request}: ${atListPrice.length} lines at the list price, not the group's`);
  }
  times.sort((a, b) => a - b);
  const at = (share) => Math.round(times[Math.min(times.length - 1, Math.ceil(times.length * share) - 1)]);
  return { p50: at(0.5), p95: at(0.95), max: Math.round(times.at(-1)), wrong };
}
