import type { QuickOrderLine } from '@motoforge/contract';
import { StackedCell, StackedTable } from '@/components/ui/stacked-table';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { useTranslateMessage } from '@/lib/translate-message';

const resultMessages = defineMessages('cart.quickOrderResults', {
  results: 'Checked lines',
  line: 'Line',
  partNumber: 'Part number',
  part: 'Part',
  quantity: 'Quantity',
  price: 'Price',
  status: 'Status',
  lineNumber: params('Line {number}'),
  partNumberOn: params('Part number on line {number}'),
  quantityOn: params('Quantity on line {number}'),
  ready: 'Ready',
  inStock: params('{count} in stock'),
  replaces: params('Replaces {number}'),
  readyCount: params('{ready} of {total} lines are ready.'),
  fixHint: 'Fix the part number or quantity of a line marked in red, then check again.',
  checkAgain: 'Check again',
  addToCart: params('Add {count} lines to cart'),
});

/** A line the buyer is fixing: its part number and quantity as typed. */
export type LineEdit = { partNumber: string; quantity: string };

type QuickOrderResultsProps = {
  lines: readonly QuickOrderLine[];
  edits: ReadonlyMap<number, LineEdit>;
  onEdit: (index: number, edit: LineEdit) => void;
  onCheckAgain: () => void;
  isChecking: boolean;
  onAddToCart: () => void;
  isAdding: boolean;
};

/** The checked lines: each found part with its price and stock, or what is wrong, fixable in place. */
export function QuickOrderResults({
  lines,
  edits,
  onEdit,
  onCheckAgain,
  isChecking,
  onAddToCart,
  isAdding,
}: QuickOrderResultsProps) {
  const t = useMessages(resultMessages);
  const format = useFormat();
  const readyCount = lines.filter((line) => line.part && !line.problem).length;
  const hasProblem = readyCount < lines.length;
  return (
    <section aria-labelledby="quick-order-results" className="grid gap-4">
      <h2 id="quick-order-results" className="text-xl font-bold">
        {t.results}
      </h2>
      <StackedTable
        columns={[t.line, t.partNumber, t.part, t.quantity, t.price, t.status]}
        aria-labelledby="quick-order-results"
      >
        {lines.map((line, index) => (
          <ResultRow key={index} line={line} index={index} edit={edits.get(index)} onEdit={onEdit} />
        ))}
      </StackedTable>
      <p>
        {t.readyCount({ ready: format.count(readyCount), total: format.count(lines.length) })}
        {hasProblem && ` ${t.fixHint}`}
      </p>
      <div className="flex flex-wrap gap-3">
        {hasProblem && (
          <button type="button" className="btn btn-outline" disabled={isChecking} onClick={onCheckAgain}>
            {isChecking && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t.checkAgain}
          </button>
        )}
        <button type="button" className="btn btn-primary" disabled={readyCount === 0 || isAdding} onClick={onAddToCart}>
          {isAdding && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t.addToCart({ count: format.count(readyCount) })}
        </button>
      </div>
    </section>
  );
}

type ResultRowProps = {
  line: QuickOrderLine;
  index: number;
  edit: LineEdit | undefined;
  onEdit: (index: number, edit: LineEdit) => void;
};

function ResultRow({ line, index, edit, onEdit }: ResultRowProps) {
  const t = useMessages(resultMessages);
  const format = useFormat();
  const text = useCatalogueText();
  const translate = useTranslateMessage();
  const number = format.count(index + 1);
  const { part, problem } = line;
  const typed = edit ?? { partNumber: line.partNumber, quantity: line.quantity === null ? '' : String(line.quantity) };
  return (
    <tr role="row" className={problem ? 'bg-error/5' : undefined}>
      <th scope="row" role="rowheader" className="font-normal">
        {t.lineNumber({ number })}
      </th>
      <StackedCell column={t.partNumber}>
        {problem ? (
          <input
            className="input input-sm w-40 font-mono"
            aria-label={t.partNumberOn({ number })}
            value={typed.partNumber}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => onEdit(index, { ...typed, partNumber: event.currentTarget.value })}
          />
        ) : (
          <span className="font-mono">{line.partNumber}</span>
        )}
      </StackedCell>
      <StackedCell column={t.part}>
        {part ? (
          <span className="grid">
            <span className="font-medium">{text(part.name, part.nameBn)}</span>
            <span className="text-base-content/70 font-mono text-sm">{part.sku}</span>
            {part.replacedNumber && <span className="text-sm">{t.replaces({ number: part.replacedNumber })}</span>}
          </span>
        ) : (
          '—'
        )}
      </StackedCell>
      <StackedCell column={t.quantity}>
        {problem ? (
          <input
            className="input input-sm w-20"
            aria-label={t.quantityOn({ number })}
            inputMode="numeric"
            autoComplete="off"
            value={typed.quantity}
            onChange={(event) => onEdit(index, { ...typed, quantity: event.currentTarget.value })}
          />
        ) : (
          format.count(line.quantity ?? 0)
        )}
      </StackedCell>
      <StackedCell column={t.price}>{part ? format.taka(part.price) : '—'}</StackedCell>
      <StackedCell column={t.status}>
        {problem ? (
          <span className="text-error font-medium">{translate(problem.message)}</span>
        ) : (
          <span className="grid">
            <span className="text-success font-medium">{t.ready}</span>
            <span className="text-sm">{t.inStock({ count: format.count(part?.availableQuantity ?? 0) })}</span>
          </span>
        )}
      </StackedCell>
    </tr>
  );
}
