import type { Suggestion } from '@motoforge/contract';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { defineMessages, params, pathIn, useFormat, useLanguage, useMessages } from '@/lib/i18n';
import { canSuggest, useSuggestions } from '../api/get-suggestions';

// On every page: its Bangla is loaded before the first render (../bn/every-page.ts).
const navSearchMessages = defineMessages('search.navSearch', {
  // The form and its button: named apart from a page's own Search button (the outbox's, the orders').
  label: 'Search parts',
  placeholder: 'Part, category or bike',
  openSearch: 'Open search',
  suggestions: 'Suggestions',
  part: 'Spare part',
  category: 'Category',
  bike: 'Bike',
  oneSuggestion: params('{count} suggestion'),
  suggestionCount: params('{count} suggestions'),
  noSuggestions: 'No suggestions',
});

/** How long typing must pause before suggestions are asked for: one request per pause, not per key. */
const TYPING_PAUSE_MS = 250;

const NO_SUGGESTIONS: Suggestion[] = [];

/** Where a suggestion leads (docs/search.md#suggestions). */
function hrefOf(suggestion: Suggestion): string {
  switch (suggestion.kind) {
    case 'part':
      return paths.part.getHref(suggestion.id);
    case 'category':
      return paths.allProducts.getHref({ category: suggestion.slug });
    case 'bike':
      return paths.allProducts.getHref({ bike: `${suggestion.vehicleId}:${suggestion.year}` });
  }
}

/** `text`, once it has stayed the same for `delay` ms. */
function useSettled(text: string, delay: number) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

/**
 * The navigation bar's search (docs/product.md#navigation-and-footer): a GET form to /allproducts
 * that works before the app has started, with suggestions as the rider types, a combobox as
 * WAI-ARIA's pattern has it (Up and Down choose, Enter goes, Escape closes). Inline on wide
 * screens; on narrow ones a button opens it under the bar.
 */
export function NavSearch() {
  const t = useMessages(navSearchMessages);
  const format = useFormat();
  const language = useLanguage();
  const text = useCatalogueText();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [isListOpen, setIsListOpen] = useState(false);
  const [isRowOpen, setIsRowOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const inputId = useId();
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;

  const typed = useSettled(value.trim(), TYPING_PAUSE_MS);
  const suggestions = useSuggestions(typed);
  const answer = canSuggest(typed) ? suggestions.data : undefined;
  const items = answer?.items ?? NO_SUGGESTIONS;
  // A new list has nothing chosen in it yet.
  const [answerShown, setAnswerShown] = useState(answer);
  if (answerShown !== answer) {
    setAnswerShown(answer);
    setActive(-1);
  }
  const isExpanded = isListOpen && items.length > 0;

  useEffect(() => {
    if (isRowOpen) inputRef.current?.focus();
  }, [isRowOpen]);

  const close = () => {
    setIsListOpen(false);
    setActive(-1);
  };
  const go = (href: string) => {
    close();
    setIsRowOpen(false);
    void navigate(href);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(paths.allProducts.getHref({ q: value.trim() }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (items.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setIsListOpen(true);
        // From the field, Down takes the first and Up the last; past either end, back to the field.
        setActive((index) => {
          if (!isExpanded) return step === 1 ? 0 : items.length - 1;
          const next = index + step;
          return next < -1 ? items.length - 1 : next >= items.length ? -1 : next;
        });
        return;
      }
      case 'Enter': {
        const chosen = isExpanded ? items[active] : undefined;
        if (!chosen) return;
        event.preventDefault();
        go(hrefOf(chosen));
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (isExpanded) close();
        else if (isRowOpen) {
          setIsRowOpen(false);
          buttonRef.current?.focus();
        } else setValue('');
        return;
    }
  };

  const announcement =
    !isListOpen || !canSuggest(typed) || !suggestions.isSuccess
      ? ''
      : items.length === 0
        ? t.noSuggestions
        : (items.length === 1 ? t.oneSuggestion : t.suggestionCount)({ count: format.count(items.length) });

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-ghost btn-square text-neutral-content hover:bg-neutral-content/10 lg:hidden"
        aria-label={t.openSearch}
        aria-expanded={isRowOpen}
        aria-controls={formId}
        onClick={() => setIsRowOpen((open) => !open)}
      >
        <SearchIcon />
      </button>
      <form
        id={formId}
        role="search"
        aria-label={t.label}
        action={pathIn(language, paths.allProducts.getHref())}
        method="get"
        onSubmit={onSubmit}
        className={`${isRowOpen ? 'flex' : 'hidden'} bg-neutral absolute inset-x-0 top-full z-30 px-4 pb-3 lg:static lg:flex lg:w-72 lg:bg-transparent lg:p-0 xl:w-80`}
        onBlur={(event) => {
          if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
          close();
          if (!(event.relatedTarget instanceof Node) || event.relatedTarget !== buttonRef.current) setIsRowOpen(false);
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {t.label}
        </label>
        <div className="join relative w-full">
          <input
            ref={inputRef}
            id={inputId}
            name="q"
            type="search"
            role="combobox"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t.placeholder}
            aria-autocomplete="list"
            aria-expanded={isExpanded}
            aria-controls={listId}
            aria-activedescendant={isExpanded && active >= 0 ? optionId(active) : undefined}
            className="input input-sm join-item text-base-content w-full"
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setIsListOpen(true);
            }}
            onFocus={() => setIsListOpen(true)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className="btn btn-primary btn-sm join-item" aria-label={t.label}>
            <SearchIcon />
          </button>
          <ul
            id={listId}
            role="listbox"
            aria-label={t.suggestions}
            // A click on a suggestion must not take the focus from the field first (and so close the list).
            onMouseDown={(event) => event.preventDefault()}
            hidden={!isExpanded}
            className={`rounded-box bg-base-100 text-base-content absolute inset-x-0 top-full z-40 mt-1 max-h-96 overflow-y-auto p-1 shadow-lg`}
          >
            {isExpanded &&
              items.map((item, index) => (
                <li
                  key={`${item.kind}-${hrefOf(item)}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  onClick={() => go(hrefOf(item))}
                  className={`rounded-field flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm ${index === active ? 'bg-primary text-primary-content' : 'hover:bg-base-200'}`}
                >
                  <span>{text(item.name, item.nameBn)}</span>{' '}
                  <span className="shrink-0 text-xs opacity-75">{t[item.kind]}</span>
                </li>
              ))}
          </ul>
        </div>
        <span role="status" className="sr-only">
          {announcement}
        </span>
      </form>
    </>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}
