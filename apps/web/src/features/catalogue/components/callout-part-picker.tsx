import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { defineMessages, params, useMessages } from '@/lib/i18n';
import { useTranslateMessage } from '@/lib/translate-message';
import { partsPageQueryOptions } from '../api/get-parts-page';

const pickerMessages = defineMessages('shop.calloutPartPicker', {
  search: 'Find the part',
  searchHint: 'Its name, SKU or an OEM number',
  searchButton: 'Search',
  results: 'Parts found',
  choose: params('Choose {name} ({sku})'),
  chosen: params('Part: {name} ({sku})'),
  searching: 'Searching…',
  noMatch: params('No part matches “{words}”.'),
});

/** How many matches the picker lists: the admin narrows the words rather than pages. */
const PICKER_RESULTS = '8';

type CalloutPartPickerProps = {
  chosen: { sku: string; name: string } | null;
  error?: string;
  onChoose: (part: { sku: string; name: string }) => void;
};

/**
 * A callout's part, found by the catalogue's own search (the one Manage All Products uses: names,
 * SKUs and OEM numbers, typos forgiven) and chosen from its first matches.
 */
export function CalloutPartPicker({ chosen, error, onChoose }: CalloutPartPickerProps) {
  const t = useMessages(pickerMessages);
  const translate = useTranslateMessage();
  const id = useId();
  const [words, setWords] = useState('');
  const [q, setQ] = useState('');
  const found = useQuery({
    ...partsPageQueryOptions({ q, pageSize: PICKER_RESULTS, sort: 'relevance' }),
    enabled: q !== '',
  });
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      {chosen && (
        <p className="font-semibold" aria-live="polite">
          {t.chosen({ name: chosen.name, sku: chosen.sku })}
        </p>
      )}
      <div role="search" aria-label={t.search} className="grid gap-1">
        <label htmlFor={id} className="font-medium">
          {t.search}
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            type="search"
            className="input w-full"
            placeholder={t.searchHint}
            value={words}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setWords(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter searches here, and does not send the callout's form around the picker.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              setQ(words.trim());
            }}
          />
          <button type="button" className="btn" onClick={() => setQ(words.trim())}>
            {t.searchButton}
          </button>
        </div>
        {error && (
          <p id={errorId} className="text-error text-sm">
            {translate(error)}
          </p>
        )}
      </div>
      {q !== '' && found.isPending && <p role="status">{t.searching}</p>}
      {found.data && found.data.items.length === 0 && <p role="status">{t.noMatch({ words: q })}</p>}
      {found.data && found.data.items.length > 0 && (
        <ul aria-label={t.results} className="grid gap-1">
          {found.data.items.map((part) => (
            <li key={part._id}>
              <button
                type="button"
                className={`btn btn-sm h-auto w-full justify-start py-1 text-start ${chosen?.sku === part.sku ? 'btn-primary' : 'btn-outline'}`}
                aria-pressed={chosen?.sku === part.sku}
                onClick={() => onChoose({ sku: part.sku, name: part.name })}
              >
                {t.choose({ name: part.name, sku: part.sku })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
