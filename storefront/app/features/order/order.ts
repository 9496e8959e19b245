import type { Summary } from '~/features/cart/summary';

/** An order as the thank-you and order-status pages show it. */
export interface AddressView {
  name: string;
  company: string | null;
  /** A company purchase's identifiers: IČO (cz) or CUI (ro), DIČ (cz). */
  companyId: string | null;
  vatId: string | null;
  street: string;
  city: string;
  postcode: string;
  country: string;
  phone: string | null;
}

export interface BankDetails {
  accountNumber: string | null;
  iban: string | null;
  variableSymbol: string;
  amount: number;
  /** The payment as a QR code (SVG markup) a banking app scans: QR Platba in cz, the EPC code in ro. */
  qrSvg: string | null;
}

export interface OrderView {
  id: string;
  displayId: number | string;
  createdAt: string | null;
  email: string | null;
  status: string;
  paymentStatus: string;
  fulfillmentStatus: string;
  paymentProviderId: string | null;
  /** Paid at the card gateway (Comgate): an unpaid one can be paid from the order page. */
  cardPayment: boolean;
  /** Paid in installments: the application's page is /order/:id/installments. */
  installments: boolean;
  /** Paid by leasing: the order awaits the lease contract. */
  leasing: boolean;
  summary: Summary;
  billingAddress: AddressView | null;
  shippingAddress: AddressView | null;
  bank: BankDetails | null;
  /** The pickup point chosen at checkout, as the order's shipping method keeps it. */
  pickupPoint: PickupPointView | null;
  /** The store chosen for pickup. */
  pickupStore: PickupStoreView | null;
  /** The courier's delivery window chosen at checkout, as a label ("po 30.11.2026, 08:00–12:00"). */
  timeslot: string | null;
  /** Parcels handed to their carrier: the number to track each by and the carrier's tracking page. */
  shipments: ShipmentView[];
  /** The invoices issued once the goods left, to download as PDF. */
  invoices: InvoiceView[];
}

export interface InvoiceView {
  id: string;
  /** A credit note corrects an invoice (a return, a cancellation, a lower price). */
  creditNote: boolean;
  number: string;
  issuedOn: string;
}

export interface ShipmentView {
  carrierName: string;
  trackingNumber: string;
  trackingUrl: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
}

export interface PickupStoreView {
  name: string;
  street: string;
  city: string;
  postcode: string;
  openingHours: string | null;
}

export interface PickupPointView extends PickupStoreView {
  carrier: string;
}
