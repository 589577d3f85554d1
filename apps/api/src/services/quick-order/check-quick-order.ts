import {
  messages,
  poishaToTaka,
  quantityProblem,
  QUICK_ORDER_LINES_MAX,
  quickOrderMessages,
  type QuickOrder,
  type QuickOrderLine,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { unitPricePoisha, type PriceRules } from '../prices/price-rules.js';
import { HttpError } from '../../http-error.js';
import { findPartsByNumbers, findSuccessorsOf, ownNormalsOf, type QuickOrderRow } from './find-quick-order-parts.js';
import { type PastedLine, type Reading, readQuickOrderLines } from './read-quick-order-lines.js';

/** The buyer's price rules for the parts found (ADR 054), read once they are known. */
export type RulesFor = (partIds: readonly string[]) => Promise<PriceRules | null>;

type Found = { reading: Reading; row: QuickOrderRow; replacedNumber: string | null };
type Index = {
  live: Map<string, QuickOrderRow>;
  replacing: Map<string, QuickOrderRow>;
  removed: Map<string, QuickOrderRow>;
};

/** The rows by the numbers that find them; rows come in the shop's order, so the first is kept. */
function indexRows(
  rows: readonly QuickOrderRow[],
  index: Index = { live: new Map(), replacing: new Map(), removed: new Map() },
) {
  const keep = (map: Map<string, QuickOrderRow>, key: string, row: QuickOrderRow) => {
    if (!map.has(key)) map.set(key, row);
  };
  for (const row of rows) {
    if (row.deletedAt) for (const normal of ownNormalsOf(row)) keep(index.removed, normal, row);
    else {
      for (const normal of ownNormalsOf(row)) keep(index.live, normal, row);
      for (const normal of row.replacedNumbers) keep(index.replacing, normal, row);
    }
  }
  return index;
}

/** The part a line names: by its own number first, then as the part that replaces an old one. */
function findLine(line: PastedLine, index: Index): Found | undefined {
  for (const reading of line.readings) {
    const row = index.live.get(reading.normal);
    if (row) return { reading, row, replacedNumber: null };
  }
  for (const reading of line.readings) {
    const row = index.replacing.get(reading.normal);
    if (row) return { reading, row, replacedNumber: reading.partNumber };
  }
  for (const reading of line.readings) {
    const removed = index.removed.get(reading.normal);
    const successor =
      removed &&
      ownNormalsOf(removed)
        .map((normal) => index.replacing.get(normal))
        .find(Boolean);
    if (successor) return { reading, row: successor, replacedNumber: reading.partNumber };
  }
  return undefined;
}

/**
 * What stops `quantity` of the part going to the cart: the purchase form's rule (`quantityProblem`),
 * with a quantity out of range said plainly as a stock too short or a quantity to change.
 */
function quantityProblemOf(row: QuickOrderRow, quantity: number | null): QuickOrderLine['problem'] {
  const { minimumOrder, availableQuantity } = row;
  const problem =
    quantity === null
      ? messages.quantityOutOfRange
      : quantityProblem({ minimumOrder, availableQuantity, price: poishaToTaka(row.pricePoisha) }, quantity);
  if (!problem) return undefined;
  if (problem !== messages.quantityOutOfRange) return { code: 'quantity-invalid', message: problem };
  return availableQuantity < minimumOrder || (quantity !== null && quantity > availableQuantity)
    ? { code: 'stock-short', message: quickOrderMessages.stockShort(availableQuantity) }
    : { code: 'quantity-invalid', message: quickOrderMessages.quantityInvalid(minimumOrder, availableQuantity) };
}

function unfoundLine(line: PastedLine, index: Index): QuickOrderLine {
  const [first] = line.readings;
  const isRemoved = line.readings.some((reading) => index.removed.has(reading.normal));
  return {
    input: line.input,
    partNumber: first.partNumber,
    quantity: first.quantity,
    problem: isRemoved
      ? { code: 'discontinued', message: quickOrderMessages.discontinued }
      : { code: 'not-found', message: quickOrderMessages.notFound },
  };
}

function resolvedLine(
  line: PastedLine,
  found: Found,
  firstLineOf: Map<string, number>,
  lineNumber: number,
  rules: PriceRules | null,
): QuickOrderLine {
  const { reading, row, replacedNumber } = found;
  const earlier = firstLineOf.get(row.id);
  if (earlier === undefined) firstLineOf.set(row.id, lineNumber);
  const part = {
    _id: row.id,
    sku: row.sku,
    name: row.name,
    nameBn: row.nameBn,
    // The buyer's own price at the line's quantity: a business account's group price (ADR 054).
    price: poishaToTaka(unitPricePoisha(rules, row, reading.quantity ?? row.minimumOrder)),
    minimumOrder: row.minimumOrder,
    availableQuantity: row.availableQuantity,
    replacedNumber,
  };
  const problem =
    earlier === undefined
      ? quantityProblemOf(row, reading.quantity)
      : { code: 'repeated' as const, message: quickOrderMessages.repeated(earlier) };
  return {
    input: line.input,
    partNumber: reading.partNumber,
    part,
    quantity: reading.quantity,
    ...(problem && { problem }),
  };
}

/**
 * POST /api/quick-order (docs/product.md#quick-order, ADR 050): every line read, and its part found
 * in one query for all lines, or two when a line names a removed part whose successor the first
 * did not bring. The server's prices (the buyer's group's rules for the parts found, from
 * `rulesFor`, ADR 054) and stock; nothing is stored.
 */
export async function checkQuickOrder(db: Db, text: string, rulesFor: RulesFor): Promise<QuickOrder> {
  const lines = readQuickOrderLines(text, QUICK_ORDER_LINES_MAX);
  if (!lines) throw new HttpError(400, quickOrderMessages.tooManyLines(QUICK_ORDER_LINES_MAX));
  if (lines.length === 0) throw new HttpError(400, quickOrderMessages.textRequired);
  const index = indexRows(
    await findPartsByNumbers(
      db,
      lines.flatMap((line) => line.readings.map((r) => r.normal)),
    ),
  );
  const orphans = lines
    .filter((line) => !line.readings.some((r) => index.live.has(r.normal) || index.replacing.has(r.normal)))
    .flatMap((line) => line.readings.map((r) => index.removed.get(r.normal)))
    .flatMap((removed) => (removed ? ownNormalsOf(removed) : []))
    .filter((normal) => !index.replacing.has(normal));
  if (orphans.length > 0) indexRows(await findSuccessorsOf(db, orphans), index);
  const found = lines.map((line) => findLine(line, index));
  const rules = await rulesFor(found.flatMap((each) => (each ? [each.row.id] : [])));
  const firstLineOf = new Map<string, number>();
  return {
    lines: lines.map((line, position) => {
      const each = found[position];
      return each ? resolvedLine(line, each, firstLineOf, position + 1, rules) : unfoundLine(line, index);
    }),
  };
}
