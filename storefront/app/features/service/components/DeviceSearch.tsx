import { Link, useNavigate } from '@remix-run/react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '~/lib/i18n';
import { useHydrated } from '~/hooks/use-hydrated';
import { SERVICE_SEARCH_MIN_LENGTH, type ServiceSearchItem } from '@electroshop/contracts/service';
import { fetchServiceSearch } from '../service';

interface Props {
  prefix: string;
  /** The term and results of a search without JavaScript (the GET form's `?q=`). */
  term: string;
  results: ServiceSearchItem[] | null;
}

/**
 * Smart search for a device: from 2 characters the matching devices are
 * offered as a list (arrows and Enter choose); choosing one jumps to its
 * operations. Without JavaScript it is a GET form whose results the page lists.
 */
export function DeviceSearch({ prefix, term, results }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const listId = useId();
  const [value, setValue] = useState(term);
  const [items, setItems] = useState<ServiceSearchItem[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const query = value.trim();
    if (!hydrated || query.length < SERVICE_SEARCH_MIN_LENGTH) {
      setItems([]);
      return;
    }
    // Typing on drops the older term's request (and its retries); one that still fails after its retries lists nothing.
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchServiceSearch(query, controller.signal)
        .then((body) => {
          setItems(body.result);
          setActive(-1);
          setOpen(true);
        })
        .catch(() => controller.signal.aborted || setItems([]));
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, hydrated]);

  const choose = (item: ServiceSearchItem) => {
    setOpen(false);
    setValue('');
    navigate(item.url, { preventScrollReset: true, state: { scrollToOperations: true } });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open || !items.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(items[active]);
    } else if (event.key === 'Escape') setOpen(false);
  };

  const tooShort = term !== '' && term.trim().length < SERVICE_SEARCH_MIN_LENGTH;
  return (
    <form method="get" action={prefix} className="service-search" role="search" onSubmit={(event) => hydrated && event.preventDefault()}>
      <label className="field__label" htmlFor={`${listId}-input`}>
        {t('service.search.label')}
      </label>
      <div className="service-search__row">
        <input
          id={`${listId}-input`}
          name="q"
          type="search"
          className="field__input"
          value={value}
          placeholder={t('service.search.placeholder')}
          autoComplete="off"
          role="combobox"
          aria-expanded={open && items.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onFocus={() => items.length && setOpen(true)}
          data-testid="service-search"
        />
        {hydrated ? null : (
          <button type="submit" className="button button--secondary">
            {t('service.search.submit')}
          </button>
        )}
      </div>
      {open && items.length ? (
        <ul id={listId} role="listbox" className="service-search__list" aria-label={t('service.search.results')}>
          {items.map((item, index) => (
            <li
              key={item.url}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'is-active' : undefined}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(item);
              }}
            >
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
      {tooShort ? <p className="field__error">{t('service.search.tooShort')}</p> : null}
      {results ? (
        results.length ? (
          <ul className="service-search__results" aria-label={t('service.search.results')}>
            {results.map((item) => (
              <li key={item.url}>
                <Link to={item.url}>{item.label}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('service.search.none', { term })}</p>
        )
      ) : null}
    </form>
  );
}
