import type { HttpTypes } from '@medusajs/types';
import { getBankTransferDetails, type OrderPaymentsLike } from '@electroshop/domain/bank-transfer';
import { bankTransferQrPayload } from '@electroshop/domain/payment-qr';
import QRCode from 'qrcode';
import { getSdk, isFetchError } from '~/lib/medusa.server';
import type { AddressView, BankDetails, InvoiceView, OrderView, PickupPointView, PickupStoreView, ShipmentView } from './order';
import { toSummary } from '~/features/cart/summary';
import { isCardPayment, isInstallmentPayment, PAYMENT_LEASING } from '~/features/checkout/payment';
import { chosenTimeslot, timeslotLabel } from '@electroshop/contracts/delivery';
import { getShopConfig } from '~/lib/config.server';
import { backendData } from '~/lib/backend.server';
import type { StoreOrderParcelsResponse } from '@electroshop/contracts/warehouse';
import type { StoreOrderInvoicesResponse } from '@electroshop/contracts/invoice';

const ORDER_FIELDS =
  '*items,*shipping_address,*billing_address,*shipping_methods,*payment_collections,*payment_collections.payment_sessions,*payment_collections.payments,+display_id,+status,+payment_status,+fulfillment_status,+email,+created_at,+total,+tax_total,+shipping_total,+discount_total,+item_total,+original_item_total,*promotions';

const metaText = (metadata: Record<string, unknown> | null | undefined, key: string) => {
  const value = metadata?.[key];
  return typeof value === 'string' && value ? value : null;
};

function toAddress(address: HttpTypes.StoreOrderAddress | null | undefined): AddressView | null {
  if (!address || !address.address_1) return null;
  return {
    name: [address.first_name, address.last_name].filter(Boolean).join(' '),
    company: address.company || null,
    companyId: metaText(address.metadata, 'company_id'),
    vatId: metaText(address.metadata, 'vat_id'),
    street: [address.address_1, address.address_2].filter(Boolean).join(', '),
    city: address.city ?? '',
    postcode: address.postal_code ?? '',
    country: (address.country_code ?? '').toUpperCase(),
    phone: address.phone || null,
  };
}

/**
 * Bank transfer details as the admin and the order e-mail read them (from the
 * payment's data), else from BANK_ACCOUNT_NUMBER / BANK_IBAN; the variable
 * symbol is the order number. The QR code carries the same details.
 */
async function bankDetails(order: HttpTypes.StoreOrder): Promise<BankDetails | null> {
  const details = getBankTransferDetails(order as OrderPaymentsLike);
  if (!details) return null;
  const bank = {
    ...details,
    bankAccount: details.bankAccount ?? process.env.BANK_ACCOUNT_NUMBER ?? null,
    iban: details.iban ?? process.env.BANK_IBAN ?? null,
    amount: Number(order.total ?? 0),
  };
  const payload = bankTransferQrPayload(bank);
  return {
    accountNumber: bank.bankAccount,
    iban: bank.iban,
    variableSymbol: bank.variableSymbol,
    amount: bank.amount,
    qrSvg: payload ? await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) : null,
  };
}

/** Payment states in which the money has arrived or the payment is over. */
const SETTLED = new Set(['captured', 'partially_captured', 'partially_refunded', 'refunded', 'canceled']);

export async function getOrderView(id: string): Promise<OrderView | null> {
  const sdk = await getSdk();
  let order: HttpTypes.StoreOrder;
  try {
    ({ order } = await sdk.store.order.retrieve(id, { fields: ORDER_FIELDS }));
  } catch (error) {
    if (isFetchError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
  const collection = order.payment_collections?.[0];
  const session = collection?.payment_sessions?.[0];
  const payment = collection?.payments?.[0];
  const providerId = payment?.provider_id ?? session?.provider_id ?? null;
  const extended = order as HttpTypes.StoreOrder & { status?: string; payment_status?: string; fulfillment_status?: string };
  const bank = await bankDetails(order);
  const paymentStatus = extended.payment_status ?? 'not_paid';
  const cardPayment = isCardPayment(providerId);
  const installments = isInstallmentPayment(providerId);
  const leasing = providerId === PAYMENT_LEASING;
  return {
    id: order.id,
    displayId: order.display_id ?? order.id,
    createdAt: order.created_at ? String(order.created_at) : null,
    email: order.email ?? null,
    status: extended.status ?? 'pending',
    // A bank transfer or a card payment is "authorized" in Medusa as soon as the order is placed;
    // for the shopper it is unpaid until the money arrives (staff, a statement or the gateway capture it).
    paymentStatus: (bank || cardPayment || installments || leasing) && !SETTLED.has(paymentStatus) ? 'awaiting' : paymentStatus,
    cardPayment,
    installments,
    leasing,
    fulfillmentStatus: extended.fulfillment_status ?? 'not_fulfilled',
    paymentProviderId: providerId,
    summary: toSummary(order as Parameters<typeof toSummary>[0]),
    billingAddress: toAddress(order.billing_address),
    shippingAddress: toAddress(order.shipping_address),
    bank,
    pickupPoint: pickupPointOf(order),
    pickupStore: pickupStoreOf(order),
    timeslot: timeslotOf(order),
    shipments: await shipmentsOf(order.id),
    invoices: await invoicesOf(order.id),
  };
}

/** The order's invoices and credit notes (the backend issues the invoice when the goods leave: modules/invoice there). */
async function invoicesOf(orderId: string): Promise<InvoiceView[]> {
  const { invoices } = await backendData<StoreOrderInvoicesResponse>(`/store/orders/${encodeURIComponent(orderId)}/invoices`);
  return invoices.map((invoice) => ({ id: invoice.id, creditNote: invoice.kind === 'credit_note', number: invoice.number, issuedOn: invoice.issued_on }));
}

/** The parcels handed to their carriers (the backend's parcels, workflows/carrier/ship-parcel.ts there). */
async function shipmentsOf(orderId: string): Promise<ShipmentView[]> {
  const { parcels } = await backendData<StoreOrderParcelsResponse>(`/store/orders/${encodeURIComponent(orderId)}/parcels`);
  return parcels.map((parcel) => ({
    carrierName: parcel.carrier_name,
    trackingNumber: parcel.tracking_number,
    trackingUrl: parcel.tracking_url || null,
    shippedAt: parcel.shipped_at,
    deliveredAt: parcel.delivered_at,
  }));
}

/** The point stored on the order's shipping method by the backend when the shopper chose it. */
function pickupPointOf(order: HttpTypes.StoreOrder): PickupPointView | null {
  const data = order.shipping_methods?.[0]?.data as Record<string, unknown> | null | undefined;
  if (!data?.pickup_point_id) return null;
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  return {
    carrier: text('carrier'),
    name: text('name'),
    street: text('street'),
    city: text('city'),
    postcode: text('zip'),
    openingHours: text('opening_hours') || null,
  };
}

/** The courier's window, as the backend stored it on the shipping method when the shopper chose it. */
function timeslotOf(order: HttpTypes.StoreOrder): string | null {
  const slot = chosenTimeslot(order.shipping_methods?.[0]?.data as Record<string, unknown> | null | undefined);
  return slot ? timeslotLabel(slot, getShopConfig().locale) : null;
}

/** The store chosen for pickup, as the backend stored it on the shipping method. */
function pickupStoreOf(order: HttpTypes.StoreOrder): PickupStoreView | null {
  const data = order.shipping_methods?.[0]?.data as Record<string, string | null | undefined> | null | undefined;
  if (!data?.stock_location_id) return null;
  return {
    name: data.store_name ?? '',
    street: data.address_1 ?? '',
    city: data.city ?? '',
    postcode: data.postal_code ?? '',
    openingHours: data.opening_hours ?? null,
  };
}
