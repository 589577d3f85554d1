import { QUICK_ORDER_TEXT_MAX, type QuickOrderLine } from '@motoforge/contract';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { TextareaField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { toErrorMessage } from '@/lib/api-client';
import { defineMessages, useMessages } from '@/lib/i18n';
import { useErrorMessage } from '@/lib/translate-message';
import { useAddCartLines } from '../api/add-cart-lines';
import { useCheckQuickOrder } from '../api/check-quick-order';
import { QuickOrderResults, type LineEdit } from './quick-order-results';

const quickOrderMessages = defineMessages('cart.quickOrder', {
  label: 'Part numbers and quantities',
  hint: 'One part a line: its number (SKU, OEM or old number), then the quantity, such as “MF-BRK-0001, 2”. Without a quantity, 1.',
  file: 'Or open a CSV file',
  check: 'Check lines',
  checking: 'Checking lines…',
  empty: 'Paste your list above and check it: each line shows its part, price and stock, or what is wrong with it.',
});

/** The text of the checked lines, each edited one as its part number and quantity. */
const textOf = (lines: readonly QuickOrderLine[], edits: ReadonlyMap<number, LineEdit>) =>
  lines
    .map((line, index) => {
      const edit = edits.get(index);
      return edit ? `${edit.partNumber}\t${edit.quantity}` : line.input;
    })
    .join('\n');

/**
 * Quick order (docs/product.md#quick-order): the buyer pastes lines or opens a CSV file into the
 * same box, checks them, fixes a line in place and checks again, and adds the lines that were
 * found to the cart in one step. The server reads the lines and decides every price.
 */
export function QuickOrder() {
  const t = useMessages(quickOrderMessages);
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const check = useCheckQuickOrder();
  const addLines = useAddCartLines();
  const [text, setText] = useState('');
  const [lines, setLines] = useState<readonly QuickOrderLine[] | null>(null);
  const [edits, setEdits] = useState<ReadonlyMap<number, LineEdit>>(new Map());

  const run = (toCheck: string) => {
    addLines.reset();
    check.mutate(
      { text: toCheck },
      {
        onSuccess: (answer) => {
          setLines(answer.lines);
          setEdits(new Map());
        },
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run(text);
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (file) void file.text().then((content) => setText(content.slice(0, QUICK_ORDER_TEXT_MAX)));
  };
  const checkAgain = () => {
    if (!lines) return;
    const next = textOf(lines, edits);
    setText(next);
    run(next);
  };
  const addToCart = () => {
    const ready = (lines ?? []).flatMap((line) =>
      line.part && !line.problem && line.quantity !== null ? [{ partId: line.part._id, quantity: line.quantity }] : [],
    );
    addLines.mutate({ lines: ready }, { onSuccess: () => void navigate(paths.cart.getHref()) });
  };

  return (
    <div className="grid gap-6">
      <form onSubmit={onSubmit} className="grid gap-3" aria-busy={check.isPending}>
        <TextareaField
          label={t.label}
          hint={t.hint}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          rows={8}
          spellCheck={false}
          autoComplete="off"
          maxLength={QUICK_ORDER_TEXT_MAX}
          controlClassName="w-full font-mono"
          error={check.isError ? toErrorMessage(check.error) : undefined}
        />
        <div className="flex flex-wrap items-end gap-4">
          <label className="grid gap-1 text-sm font-medium">
            {t.file}
            <input
              type="file"
              accept=".csv,text/csv,text/plain"
              className="file-input file-input-sm"
              onChange={onFile}
            />
          </label>
          <button type="submit" className="btn btn-primary" disabled={text.trim() === '' || check.isPending}>
            {check.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {check.isPending ? t.checking : t.check}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {lines ? (
          <QuickOrderResults
            lines={lines}
            edits={edits}
            onEdit={(index, edit) => setEdits((current) => new Map(current).set(index, edit))}
            onCheckAgain={checkAgain}
            isChecking={check.isPending}
            onAddToCart={addToCart}
            isAdding={addLines.isPending}
          />
        ) : (
          <p className="bg-base-200 rounded-box p-6 text-center">{t.empty}</p>
        )}
      </div>
      {addLines.isError && (
        <p role="alert" className="text-error font-medium">
          {errorMessage(addLines.error)}
        </p>
      )}
    </div>
  );
}
