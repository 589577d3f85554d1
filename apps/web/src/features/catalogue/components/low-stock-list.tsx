import { count } from '@nanostores/i18n';
import { Link, useSearchParams } from 'react-router';
import { Pagination, PastLastPage } from '@/components/ui/pagination';
import { QueryContent } from '@/components/ui/query-content';
import { StackedCell, StackedTable } from '@/components/ui/stacked-table';
import { paths } from '@/config/paths';
import { defineMessages, params, useFormat, useLanguage, useMessages } from '@/lib/i18n';
import { LOW_STOCK_PAGE_SIZE, useLowStock } from '../api/get-low-stock';

import { PartNameWithPhoto } from './part-name-with-photo';
const lowStockMessages = defineMessages('shop.lowStock', {
  empty: 'No product is low on stock.',
  products: params(count({ one: '{count} product low on stock', other: '{count} products low on stock' })),
  table: 'Products low on stock',
  product: 'Product',
  sku: 'SKU',
  stock: 'In stock',
  threshold: 'Threshold',
  action: 'Action',
  restock: 'Edit or restock',
  restockProduct: params('Edit or restock {name}'),
  pages: 'Low-stock pages',
});

/**
 * The parts whose stock is at or below their threshold (docs/product.md#back-office), in the shop's order over
 * numbered pages (`?page=`), each with a link to edit and restock it.
 */
export function LowStockList() {
  const [search] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const lowStock = useLowStock(page);
  const t = useMessages(lowStockMessages);
  const format = useFormat();
  const language = useLanguage();

  return (
    <QueryContent query={lowStock} isEmpty={(list) => list.total === 0} emptyText={t.empty}>
      {({ items, total }) => (
        <div aria-busy={lowStock.isPlaceholderData} className={lowStock.isPlaceholderData ? 'opacity-50' : undefined}>
          <p className="text-base-content/80 mb-3 text-sm font-semibold">
            {t.products({ count: format.count(total) })(total)}
          </p>
          {items.length === 0 ? (
            <PastLastPage firstPageHref={paths.dashboard.lowStock.getHref()} />
          ) : (
            <StackedTable columns={[t.product, t.sku, t.stock, t.threshold, t.action]} aria-label={t.table}>
              {items.map((part) => {
                const name = language === 'bn' && part.nameBn ? part.nameBn : part.name;
                return (
                  <tr key={part._id} role="row">
                    <th scope="row" role="rowheader" className="min-w-40 font-semibold wrap-anywhere">
                      <PartNameWithPhoto img={part.img} name={name} />
                    </th>
                    <StackedCell column={t.sku}>{part.sku}</StackedCell>
                    <StackedCell column={t.stock}>
                      <span className={part.availableQuantity === 0 ? 'text-error font-bold' : 'font-bold'}>
                        {format.count(part.availableQuantity)}
                      </span>
                    </StackedCell>
                    <StackedCell column={t.threshold}>{format.count(part.lowStockThreshold)}</StackedCell>
                    <StackedCell column={t.action}>
                      <Link
                        to={paths.dashboard.editProduct.getHref(part._id)}
                        className="btn btn-primary btn-sm"
                        aria-label={t.restockProduct({ name })}
                      >
                        {t.restock}
                      </Link>
                    </StackedCell>
                  </tr>
                );
              })}
            </StackedTable>
          )}
          <Pagination
            page={page}
            pageCount={Math.ceil(total / LOW_STOCK_PAGE_SIZE)}
            hrefFor={paths.dashboard.lowStock.getHref}
            label={t.pages}
          />
        </div>
      )}
    </QueryContent>
  );
}
