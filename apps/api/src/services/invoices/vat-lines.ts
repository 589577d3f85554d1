/**
 * An invoice's lines and totals in poisha (docs/decisions/051-vat-invoices.md#vat-and-rounding). Each
 * line's VAT is rounded to the poisha on its own (half up); the invoice's VAT is the sum of the
 * lines' VAT, and its total the sum of the lines' totals, so the columns always add up.
 */

export type ChargedLine = {
  description: string;
  quantity: number;
  unitPricePoisha: number;
  /** The part's list price when ordered, where known: printed beside a lower unit price. */
  listPricePoisha?: number | null;
};

export type InvoiceLine = ChargedLine & {
  /** What the line charges as priced: unit price × quantity. */
  valuePoisha: number;
  vatPoisha: number;
  /** The line with its VAT: its value when prices include VAT, value + VAT otherwise. */
  totalPoisha: number;
};

export type VatRule = { rateBasisPoints: number; pricesIncludeVat: boolean };

/** a × b / c rounded half up, in integers (every amount here is far below 2^53). */
const roundedShare = (a: number, b: number, c: number) => Math.floor((2 * a * b + c) / (2 * c));

export function vatOfValue(valuePoisha: number, { rateBasisPoints, pricesIncludeVat }: VatRule): number {
  return pricesIncludeVat
    ? roundedShare(valuePoisha, rateBasisPoints, 10_000 + rateBasisPoints)
    : roundedShare(valuePoisha, rateBasisPoints, 10_000);
}

/** An order's lines as an invoice charges them: the parts, then the delivery fee when there is one. */
export function chargedLinesOf(
  parts: readonly ChargedLine[],
  deliveryFeePoisha: number,
  deliveryLabel: string,
): ChargedLine[] {
  return deliveryFeePoisha > 0
    ? [...parts, { description: deliveryLabel, quantity: 1, unitPricePoisha: deliveryFeePoisha }]
    : [...parts];
}

export function invoiceLinesOf(charged: ChargedLine[], rule: VatRule) {
  const lines: InvoiceLine[] = charged.map((line) => {
    const valuePoisha = line.unitPricePoisha * line.quantity;
    const vatPoisha = vatOfValue(valuePoisha, rule);
    return {
      ...line,
      valuePoisha,
      vatPoisha,
      totalPoisha: rule.pricesIncludeVat ? valuePoisha : valuePoisha + vatPoisha,
    };
  });
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    lines,
    valuePoisha: sum((line) => line.valuePoisha),
    vatPoisha: sum((line) => line.vatPoisha),
    totalPoisha: sum((line) => line.totalPoisha),
  };
}
