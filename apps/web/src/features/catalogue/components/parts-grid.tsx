import type { CatalogueItem } from '@motoforge/contract';
import { type ComponentProps } from 'react';
import { useMemberPrices } from '../api/get-member-prices';
import { PartCard, type RenderAddToCart } from './part-card';

/** One column on phones, two on tablets, four on desktops (docs/product.md#constants). */
type PartsGridProps = {
  parts: CatalogueItem[];
  currentBike?: ComponentProps<typeof PartCard>['currentBike'];
  headingLevel?: ComponentProps<typeof PartCard>['headingLevel'];
  /** How many cards from the start are in the first screenful (a row on desktops); 0 below the fold. */
  aboveTheFoldCount?: number;
  renderAddToCart?: RenderAddToCart;
};

export function PartsGrid({
  parts,
  currentBike,
  headingLevel,
  aboveTheFoldCount = 0,
  renderAddToCart,
}: PartsGridProps) {
  const memberPrices = useMemberPrices(parts.map((part) => part._id));
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4">
      {parts.map((part, index) => (
        <li key={part._id}>
          <PartCard
            part={part}
            currentBike={currentBike}
            headingLevel={headingLevel}
            isAboveTheFold={index < aboveTheFoldCount}
            renderAddToCart={renderAddToCart}
            memberPrice={memberPrices.get(part._id)}
          />
        </li>
      ))}
    </ul>
  );
}
