import { QueryContent } from '@/components/ui/query-content';
import { useParts } from '../api/get-parts';
import { PartsGrid } from './parts-grid';

/** Every part of the catalogue, for the All Products page (its cards sit right under the h1). */
export function AllParts() {
  const partsQuery = useParts();

  return (
    <QueryContent
      query={partsQuery}
      isEmpty={(parts) => parts.length === 0}
      emptyText="No parts are listed yet. Please check back soon."
    >
      {(parts) => <PartsGrid parts={parts} headingLevel="h2" aboveTheFoldCount={4} />}
    </QueryContent>
  );
}
