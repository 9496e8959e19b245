/** States of a buy-out (a device sold to the shop); see the lifecycle below. */
export const BUYOUT_STATUSES = ['new', 'device_received', 'inspected', 're_offer', 'accepted', 'paid', 'returned', 'cancelled'] as const;
export type BuyoutStatus = (typeof BUYOUT_STATUSES)[number];

/**
 * Lifecycle of a buy-out (the shop buying a device from a customer):
 *
 *   new ──────────────► device_received ──► inspected ──► accepted ──► paid
 *    │                        │                │  ▲
 *    │                        │                ▼  │
 *    │                        │             re_offer ──► returned
 *    ▼                        ▼                │
 *  cancelled               returned ◄──────────┘ (inspected → returned too)
 *
 * - new: the customer sold online; the courier picks the device up for free.
 * - device_received: the device arrived at the buy-out centre.
 * - inspected: a technician checked it against the customer's answers.
 * - re_offer: it differs from the answers; the customer got a new price
 *   (`offered_price`) and accepts it (→ accepted) or gets the device back
 *   for free (→ returned).
 * - accepted: the purchase is agreed at `price` (or `offered_price`).
 * - paid: the money was sent to the customer's bank account. Final.
 * - returned: the device went back to the customer. Final.
 * - cancelled: cancelled before the device arrived. Final.
 */
export const BUYOUT_TRANSITIONS: Readonly<Record<BuyoutStatus, readonly BuyoutStatus[]>> = {
  new: ['device_received', 'cancelled'],
  device_received: ['inspected', 'returned'],
  inspected: ['accepted', 're_offer', 'returned'],
  re_offer: ['accepted', 'returned'],
  accepted: ['paid'],
  paid: [],
  returned: [],
  cancelled: [],
};

export function isBuyoutStatus(value: unknown): value is BuyoutStatus {
  return typeof value === 'string' && (BUYOUT_STATUSES as readonly string[]).includes(value);
}

export function allowedTransitions(from: string): readonly BuyoutStatus[] {
  return isBuyoutStatus(from) ? BUYOUT_TRANSITIONS[from] : [];
}

export function canTransition(from: string, to: string): boolean {
  return (allowedTransitions(from) as readonly string[]).includes(to);
}
