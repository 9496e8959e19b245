import { useFetcher } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { COURIER_OPTION_CODE, PICKUP_POINT_OPTION_CODE, STORE_PICKUP_OPTION_CODE } from '@electroshop/contracts/delivery';
import type { ShippingChoice } from './checkout-data.server';
import type { CheckoutValues } from './checkout';
import type { CheckoutActionData } from './checkout-answer';
import { isCashOnDelivery } from './payment';

export type DeliveryPlace = { pickup_point_id: string } | { stock_location_id: string };

/**
 * The delivery and payment chosen in the checkout form. With JavaScript, the
 * cart gets the delivery as soon as it is chosen (paying cash: its
 * cash-on-delivery twin), so the summary shows its price; without it, the
 * pickers of every method stay on the page and the order carries the choice.
 */
export function useDeliveryChoice(shippingOptions: ShippingChoice[] | null, values: CheckoutValues) {
  const fetcher = useFetcher<CheckoutActionData>();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [optionId, setOptionId] = useState(values.shipping_option_id);
  const [payment, setPayment] = useState(values.payment_provider_id);
  const [place, setPlace] = useState<DeliveryPlace | undefined>(
    values.pickup_point_id
      ? { pickup_point_id: values.pickup_point_id }
      : values.stock_location_id
        ? { stock_location_id: values.stock_location_id }
        : undefined,
  );
  const byCode = (code: string) => shippingOptions?.find((o) => o.code === code);
  const pickupOption = byCode(PICKUP_POINT_OPTION_CODE);
  const storeOption = byCode(STORE_PICKUP_OPTION_CODE);
  const courierOption = byCode(COURIER_OPTION_CODE);
  /** Without JavaScript a method's picker is always there (used when the method is chosen); with it, only then. */
  const shows = (option: ShippingChoice | undefined): option is ShippingChoice => !!option && (!hydrated || optionId === option.id);

  const send = (id: string | undefined, choice: DeliveryPlace | undefined, paymentChoice: string | undefined) => {
    const option = shippingOptions?.find((o) => o.id === id);
    if (!option) return;
    // A pickup-point or store delivery is set on the cart once the point or store is chosen.
    if ((option.id === pickupOption?.id || option.id === storeOption?.id) && !choice) return;
    const effective = isCashOnDelivery(paymentChoice) && option.cashOnDelivery ? option.cashOnDelivery.optionId : option.id;
    fetcher.submit({ intent: 'set-shipping', shipping_option_id: effective, ...choice }, { method: 'post' });
  };
  const chooseShipping = (id: string, choice?: DeliveryPlace) => {
    setOptionId(id);
    setPlace(choice);
    send(id, choice, payment);
  };
  const choosePayment = (value: string) => {
    setPayment(value);
    if (isCashOnDelivery(value) !== isCashOnDelivery(payment)) send(optionId, place, value);
  };
  const chosenOption = shippingOptions?.find((o) => o.id === optionId);
  return {
    chooseShipping,
    choosePayment,
    pickupOption: shows(pickupOption) ? pickupOption : undefined,
    storeOption: shows(storeOption) ? storeOption : undefined,
    courierOption: shows(courierOption) ? courierOption : undefined,
    /** The cash-on-delivery fee of the chosen delivery, else of any that takes cash. */
    codFee: chosenOption?.cashOnDelivery?.fee ?? shippingOptions?.find((o) => o.cashOnDelivery?.fee != null)?.cashOnDelivery?.fee ?? null,
    // While the chosen delivery is being set, the cart is locked by that update: placing the order then would fail
    // on the lock (seconds on a busy server), so the order waits until the update and its reload are done.
    updating: fetcher.state !== 'idle',
    errors: fetcher.data?.errors ?? {},
  };
}
