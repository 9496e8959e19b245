import type { PickupPointDto } from '@electroshop/contracts/delivery';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { PickerChoices } from './PickerChoices';
import { useTranslation } from '~/lib/i18n';
import { useShop } from '~/hooks/use-shop';
import { CARRIER_NAMES, OUTLINES, filterPoints, projection } from '../pickup-points';
import { FieldError } from '~/components/FieldFrame';

/** How many points the list shows at once; the map shows every match. */
const LIST_LIMIT = 40;

export const PICKUP_SEARCH_FORM = 'pickup-search';

/**
 * Choosing a pickup point: a search (town, postcode, name; diacritics
 * ignored), a map of the country drawn here from the points' coordinates
 * (no third-party map or script) and the list of radio buttons that the
 * checkout form posts as `pickup_point_id`. Without JavaScript the search is
 * a GET form (`?pickup_q=`) and the list is plain radios.
 */
export function PickupPointPicker({
  points,
  initialQuery,
  selectedId,
  error,
  onSelect,
}: {
  points: PickupPointDto[];
  initialQuery: string;
  selectedId: string | undefined;
  error?: string;
  onSelect?: (id: string) => void;
}) {
  const { t } = useTranslation();
  const shop = useShop();
  const country = shop.countryCode === 'ro' ? 'ro' : 'cz';
  const [query, setQuery] = useState(initialQuery);
  const [selected, setSelected] = useState(selectedId);
  const matching = useMemo(() => filterPoints(points, query), [points, query]);
  const { width, height, project } = useMemo(() => projection(country), [country]);
  const outline = OUTLINES[country].border.map(([lon, lat], i) => `${i ? 'L' : 'M'}${project(lon, lat).join(' ')}`).join(' ') + ' Z';
  const chosen = points.find((p) => p.id === selected);
  const listed = matching.slice(0, LIST_LIMIT);
  if (chosen && !listed.some((p) => p.id === chosen.id)) listed.unshift(chosen);

  const choose = (id: string) => {
    setSelected(id);
    onSelect?.(id);
  };
  const onMarkerKey = (event: KeyboardEvent<SVGElement>, id: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(id);
    }
  };
  const carrier = (p: PickupPointDto) => CARRIER_NAMES[country]?.[p.carrier] ?? p.carrier;
  /** A point's radio: its name, and under it the carrier, address and opening hours. */
  const pointChoice = (p: PickupPointDto) => ({
    value: p.id,
    checked: p.id === selected,
    onChange: () => choose(p.id),
    title: p.name,
    description: (
      <>
        {carrier(p)} · {p.street}, {p.zip} {p.city}
        {p.opening_hours ? ` · ${p.opening_hours}` : ''}
      </>
    ),
  });

  return (
    <fieldset className="pickup" data-testid="pickup-picker" aria-describedby={error ? 'pickup-error' : undefined}>
      <legend>{t('delivery.pickupTitle')}</legend>
      <p className="field__hint">{t('delivery.pickupHint')}</p>
      <div className="pickup__search">
        <label htmlFor="pickup-q" className="field__label">
          {t('delivery.search')}
        </label>
        <div className="pickup__search-row">
          <input
            id="pickup-q"
            type="search"
            name="pickup_q"
            form={PICKUP_SEARCH_FORM}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            placeholder={t('delivery.searchPlaceholder')}
            autoComplete="off"
            data-testid="pickup-search"
          />
          <button type="submit" form={PICKUP_SEARCH_FORM} className="button button--secondary">
            {t('delivery.searchButton')}
          </button>
        </div>
      </div>
      <p className="pickup__count" aria-live="polite" data-testid="pickup-count">
        {t('delivery.found', { count: matching.length })}
      </p>
      <svg className="pickup__map" viewBox={`0 0 ${width} ${height}`} role="group" aria-label={t('delivery.map')} data-testid="pickup-map">
        <path d={outline} className="pickup__country" />
        {matching.map((p) => {
          const [x, y] = project(p.longitude, p.latitude);
          const isSelected = p.id === selected;
          return (
            <circle
              key={p.id}
              cx={x}
              cy={y}
              r={isSelected ? 9 : 6}
              className={`pickup__marker pickup__marker--${p.carrier}${isSelected ? ' is-selected' : ''}`}
              role="button"
              tabIndex={0}
              aria-label={`${carrier(p)}: ${p.name}, ${p.street}, ${p.zip} ${p.city}`}
              aria-pressed={isSelected}
              onClick={() => choose(p.id)}
              onKeyDown={(event) => onMarkerKey(event, p.id)}
              data-testid="pickup-marker"
              data-point-id={p.id}
            >
              <title>{`${carrier(p)}: ${p.name}`}</title>
            </circle>
          );
        })}
      </svg>
      {chosen ? (
        <p className="notice notice--info" data-testid="pickup-chosen">
          {t('delivery.chosen')}: <strong>{chosen.name}</strong>, {chosen.street}, {chosen.zip} {chosen.city}
        </p>
      ) : null}
      <PickerChoices
        name="pickup_point_id"
        testId="pickup-point"
        listTestId="pickup-list"
        invalid={Boolean(error)}
        itemClassName="pickup__point"
        choices={listed.map(pointChoice)}
      />
      {matching.length > LIST_LIMIT ? <p className="field__hint">{t('delivery.refine', { count: LIST_LIMIT })}</p> : null}
      <FieldError id="pickup-error" name="pickup_point_id" error={error} />
    </fieldset>
  );
}
