import { useEffect, useRef, useState, type RefObject } from 'react';
import { validatePostcode } from '@electroshop/domain';
import { fetchCourierCheck, type CourierCheck } from '~/features/delivery/courier-check';
import { useShop } from '~/hooks/use-shop';

/**
 * The delivery postcode (the other delivery address's when it is on), checked
 * for the courier a moment after typing stops: a GET under the data policy
 * (retried, kept 5 minutes); typing on drops the older check. `check` goes on
 * the postcode fields and the other-address toggle; `refused` is the courier's
 * refusal of the postcode as it is now, if any.
 */
export function useCourierCheck(formRef: RefObject<HTMLFormElement>) {
  const shop = useShop();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const pending = useRef<AbortController>();
  const [verdict, setVerdict] = useState<CourierCheck | null>(null);
  const [postcode, setPostcode] = useState<string | null>(null);
  const check = () => {
    clearTimeout(timer.current);
    pending.current?.abort();
    const form = formRef.current;
    if (!form) return;
    const other = (form.elements.namedItem('ship_to_other') as HTMLInputElement | null)?.checked;
    const typed = (form.elements.namedItem(other ? 'shipping_postal_code' : 'billing_postal_code') as HTMLInputElement | null)?.value ?? '';
    setPostcode(typed);
    if (validatePostcode(typed, shop.variant)) return;
    timer.current = setTimeout(() => {
      const request = (pending.current = new AbortController());
      fetchCourierCheck(typed, request.signal)
        .then((answer) => setVerdict(answer.courierCheck))
        // Still failing after its retries: no verdict, as the same check runs again when the order is placed.
        .catch(() => request.signal.aborted || setVerdict(null));
    }, 300);
  };
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current?.abort();
    },
    [],
  );
  // Only the verdict on the postcode as it is now (typing on clears an older one).
  const refused = verdict?.deliverable === false && verdict.postcode === postcode ? verdict.message : null;
  return { check, refused };
}
