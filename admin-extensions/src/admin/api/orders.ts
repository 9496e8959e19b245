import { sdk } from "../lib/sdk"

/** An order with the fields a widget needs beyond those the dashboard passes it. */
export const retrieveOrder = (orderId: string, fields: string) => sdk.admin.order.retrieve(orderId, { fields })

/** An order's lease contract: GET its state, POST it signed (docs/api/payments.md). */
export const leaseContractPath = (orderId: string) => `/admin/lease-contracts/${orderId}`

/** An order's installment application: GET its state, POST it sent to the partner. */
export const installmentPaymentPath = (orderId: string) => `/admin/installment-payments/${orderId}`
