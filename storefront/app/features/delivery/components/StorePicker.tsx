import type { PickupStoreDto } from '@electroshop/contracts/delivery';
import { PickerChoices } from './PickerChoices';
import { useTranslation } from '~/lib/i18n';
import { FieldError } from '~/components/FieldFrame';

/** "Ready within 30 minutes", or when an order placed outside opening hours will be ready. */
function Readiness({ ready }: { ready: PickupStoreDto['ready'] }) {
  const { t } = useTranslation();
  if (!ready) return null;
  if ('within_minutes' in ready) return <>{t('delivery.readyWithin', { minutes: ready.within_minutes })}</>;
  const [date, time] = ready.ready_at.split('T');
  const [, month, day] = date.split('-').map(Number);
  return <>{t('delivery.readyAt', { date: `${day}. ${month}.`, time })}</>;
}

/** Choosing the store for pickup: address, opening hours, when the order is ready, stock of the cart there (radios `stock_location_id`). */
export function StorePicker({
  stores,
  selectedId,
  error,
  onSelect,
}: {
  stores: PickupStoreDto[];
  selectedId: string | undefined;
  error?: string;
  onSelect?: (id: string) => void;
}) {
  const { t } = useTranslation();
  /** A store's radio (not to be chosen without the cart's stock there): its name, address and opening hours, its stock and when the order is ready. */
  const storeChoice = (store: PickupStoreDto) => ({
    value: store.id,
    defaultChecked: store.id === selectedId,
    disabled: !store.in_stock,
    onChange: () => onSelect?.(store.id),
    title: store.name,
    description: (
      <>
        {store.address.address_1}, {store.address.postal_code} {store.address.city}
        {store.opening_hours_text ? ` · ${t('delivery.openingHours')}: ${store.opening_hours_text}` : ''}
      </>
    ),
    children: (
      <small className={`choice__description ${store.in_stock ? 'stock--in' : 'stock--out'}`} data-testid="store-stock">
        {store.in_stock ? t('delivery.storeInStock') : t('delivery.storeOutOfStock')}
        {store.in_stock ? (
          <>
            {' · '}
            <span data-testid="store-ready">
              <Readiness ready={store.ready} />
            </span>
          </>
        ) : null}
      </small>
    ),
  });
  return (
    <fieldset className="pickup" data-testid="store-picker" aria-describedby={error ? 'store-error' : undefined}>
      <legend>{t('delivery.storeTitle')}</legend>
      <PickerChoices name="stock_location_id" testId="store-choice" invalid={Boolean(error)} itemClassName="pickup__point" choices={stores.map(storeChoice)} />
      <FieldError id="store-error" name="stock_location_id" error={error} />
    </fieldset>
  );
}
