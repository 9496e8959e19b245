import { Form, useNavigate, useSearchParams } from '@remix-run/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '~/lib/i18n';
import { useFormat } from '~/hooks/use-format';
import { useHydrated } from '~/hooks/use-hydrated';
import { SEARCH_PAGE, fetchSuggestions, isSearchable, type Suggestion } from '../search';

/** Wait this long after the last key before asking, so typing a word is one request, not one per letter. */
const DEBOUNCE_MS = 150;

type State = { status: 'idle' } | { status: 'loading' } | { status: 'done'; q: string; suggestions: Suggestion[] } | { status: 'error' };

/**
 * The header's search: a GET form to the results page (works without
 * JavaScript) whose input is an ARIA 1.2 combobox. Typing 2+ characters lists
 * matching categories and products (with price and image); arrow keys move
 * through them, Enter opens the chosen one (or searches when none is chosen),
 * Escape closes the list, then clears the box.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const { money } = useFormat();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const [value, setValue] = useState(() => params.get('q') ?? '');
  const [state, setState] = useState<State>({ status: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [tooShort, setTooShort] = useState(false);
  const [used, setUsed] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const q = value.trim();
    setActive(-1);
    // Nothing is asked before the shopper uses the box (e.g. the results page fills it from the URL).
    if (!used || !isSearchable(q)) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState({ status: 'loading' });
      try {
        // Loading until the answer, also while a failed request is retried; the error after the last retry.
        const body = await fetchSuggestions(q, controller.signal);
        setState({ status: 'done', q: body.q, suggestions: body.suggestions });
      } catch (error) {
        if (!controller.signal.aborted) setState({ status: 'error' });
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, used]);

  const suggestions = state.status === 'done' ? state.suggestions : [];
  // One character typed: the list opens to say why nothing comes yet.
  const typedTooLittle = value.trim().length > 0 && !isSearchable(value);
  const expanded = open && (state.status !== 'idle' || typedTooLittle);
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (suggestion: Suggestion) => {
    close();
    navigate(suggestion.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!suggestions.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the focus goes back to the text (-1), as the ARIA pattern's examples do.
      setActive((current) => {
        const next = current + step;
        if (next >= suggestions.length) return -1;
        if (next < -1) return suggestions.length - 1;
        return next;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0 && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape') {
      // A search input clears itself on Escape: the first one only closes the list.
      if (expanded) {
        event.preventDefault();
        close();
      } else setValue('');
    }
  };

  const products = suggestions.filter((s) => s.kind === 'product');
  const categories = suggestions.filter((s) => s.kind === 'category');
  const renderOption = (suggestion: Suggestion) => {
    const index = suggestions.indexOf(suggestion);
    return (
      <li
        key={`${suggestion.kind}-${suggestion.id}`}
        id={optionId(index)}
        role="option"
        aria-selected={index === active}
        className={`search-box__option ${index === active ? 'is-active' : ''}`}
        data-testid={`search-suggestion-${suggestion.kind}`}
        // Chosen on mouse down, before the input's blur closes the list.
        onMouseDown={(event) => {
          event.preventDefault();
          choose(suggestion);
        }}
      >
        {suggestion.kind === 'product' ? (
          <>
            {suggestion.thumbnail ? <img src={suggestion.thumbnail} alt="" width={40} height={40} loading="lazy" /> : <span className="search-box__no-image" />}
            <span className="search-box__title">{suggestion.title}</span>
            {suggestion.price !== null ? <span className="search-box__price">{money(suggestion.price, suggestion.currencyCode)}</span> : null}
          </>
        ) : (
          <span className="search-box__title">{suggestion.title}</span>
        )}
      </li>
    );
  };

  return (
    <div className="search-box" ref={wrapper}>
      <Form
        method="get"
        action={SEARCH_PAGE}
        role="search"
        aria-label={t('search.label')}
        className="search-box__form"
        // Without JavaScript the browser enforces minLength; with it, the box says the spec's message instead.
        noValidate={hydrated}
        onSubmit={(event) => {
          if (isSearchable(value)) {
            close();
            return;
          }
          event.preventDefault();
          setTooShort(true);
        }}
      >
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id={`${id}-input`}
          type="search"
          name="q"
          className="field__input search-box__input"
          placeholder={t('search.placeholder')}
          autoComplete="off"
          minLength={2}
          required
          value={value}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={tooShort ? hintId : undefined}
          aria-invalid={tooShort || undefined}
          data-testid="search-input"
          onChange={(event) => {
            setValue(event.target.value);
            setTooShort(false);
            setOpen(true);
          }}
          onFocus={() => {
            setUsed(true);
            setOpen(true);
          }}
          onBlur={(event) => {
            if (!wrapper.current?.contains(event.relatedTarget as Node | null)) close();
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="button button--primary search-box__submit">
          {t('search.submit')}
        </button>
      </Form>
      {tooShort ? (
        <p id={hintId} className="field__error search-box__hint" role="alert" data-testid="search-too-short-hint">
          {t('search.tooShort')}
        </p>
      ) : null}
      <div className="search-box__popup" hidden={!expanded} data-testid="search-suggestions">
        <div id={listId} role="listbox" aria-label={t('search.suggestions')} className="search-box__list">
          {[
            { key: 'categories', label: t('search.categories'), items: categories },
            { key: 'products', label: t('search.products'), items: products },
          ]
            .filter((group) => group.items.length)
            .map((group) => (
              <ul key={group.key} role="group" aria-labelledby={`${id}-${group.key}`} className="search-box__group">
                <li role="presentation" id={`${id}-${group.key}`} className="search-box__group-label">
                  {group.label}
                </li>
                {group.items.map(renderOption)}
              </ul>
            ))}
        </div>
        <p className="search-box__status" role="status" aria-live="polite" data-testid="search-status">
          {typedTooLittle
            ? t('search.tooShort')
            : state.status === 'loading'
              ? t('search.loading')
              : state.status === 'error'
                ? t('search.error')
                : state.status === 'done'
                  ? suggestions.length
                    ? t('search.suggestionCount', { count: suggestions.length })
                    : t('search.noSuggestions', { q: state.q })
                  : ''}
        </p>
      </div>
    </div>
  );
}
