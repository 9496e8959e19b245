import type { PickupPointDto, PickupStoreDto } from '@electroshop/contracts/delivery';
import { FieldError } from '~/components/FieldFrame';
import { PickupPointPicker } from '~/features/delivery/components/PickupPointPicker';
import { StorePicker } from '~/features/delivery/components/StorePicker';
import { TimeslotPicker } from '~/features/delivery/components/TimeslotPicker';
import type { TimeslotChoice } from '~/features/delivery/timeslots.server';
import { useFormat } from '~/hooks/use-format';
import { useTranslation } from '~/lib/i18n';
import type { ShippingChoice } from '../checkout-data.server';
import type { useDeliveryChoice } from '../use-delivery-choice';
import { CheckoutChoices, choiceField } from './CheckoutChoices';
import type { CheckoutFormState } from './CheckoutInput';
import { CheckoutStep } from './CheckoutStep';

/** The delivery methods with their prices, the live courier check's verdict, and the chosen method's pickup point, store or time window. */
export function DeliveryStep({
  form,
  currency,
  shippingOptions,
  delivery,
  courierRefused,
  pickupPoints,
  pickupQuery,
  stores,
  timeslots,
}: {
  form: CheckoutFormState;
  currency: string;
  shippingOptions: ShippingChoice[] | null;
  delivery: ReturnType<typeof useDeliveryChoice>;
  courierRefused: string | null;
  pickupPoints: PickupPointDto[];
  pickupQuery: string;
  stores: PickupStoreDto[];
  timeslots: TimeslotChoice[];
}) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const field = choiceField(form, 'shipping_option_id', 'shipping');
  const { pickupOption, storeOption, courierOption } = delivery;
  return (
    <CheckoutStep id="delivery" n={3} title={t('checkout.delivery')}>
      <CheckoutChoices
        field={field}
        legend={t('checkout.delivery')}
        onSelect={(id) => delivery.chooseShipping(id)}
        loadFailed={t('checkout.errors.shippingLoad')}
        empty={t('checkout.noShipping')}
        choices={
          shippingOptions &&
          shippingOptions.map((option) => ({
            value: option.id,
            title: option.name,
            aside: (
              <span className="choice__price">{option.amount === null ? '' : option.amount === 0 ? t('checkout.free') : money(option.amount, currency)}</span>
            ),
          }))
        }
      />
      {/* The live courier check's verdict (the same check runs again when the order is placed). */}
      <p className={courierRefused ? 'notice notice--warning' : 'visually-hidden'} role="status" data-testid="courier-check">
        {courierRefused ?? ''}
      </p>
      <FieldError id={field.errorId} name={field.name} error={field.error} />
      {pickupOption ? (
        <PickupPointPicker
          points={pickupPoints}
          initialQuery={pickupQuery}
          selectedId={form.values.pickup_point_id}
          error={form.errors.pickup_point_id}
          onSelect={(id) => delivery.chooseShipping(pickupOption.id, { pickup_point_id: id })}
        />
      ) : null}
      {courierOption && timeslots.length > 0 ? <TimeslotPicker timeslots={timeslots} selected={form.values.timeslot} error={form.errors.timeslot} /> : null}
      {storeOption ? (
        <StorePicker
          stores={stores}
          selectedId={form.values.stock_location_id}
          error={form.errors.stock_location_id}
          onSelect={(id) => delivery.chooseShipping(storeOption.id, { stock_location_id: id })}
        />
      ) : null}
    </CheckoutStep>
  );
}
