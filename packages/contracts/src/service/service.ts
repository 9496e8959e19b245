// The service (repair) API's constants and response shapes, zod-free so a
// page using them does not bundle zod (the schemas are in ./schemas.ts).

/** Quality of the spare part an operation uses; each has its own price and warranty. */
export const PART_QUALITIES = ['original', 'compatible'] as const;
export type PartQuality = (typeof PART_QUALITIES)[number];

/** What kind of repair an operation is; the CSV import and the demo price lists use these codes. */
export const OPERATION_CODES = ['display', 'battery', 'back_glass', 'charging_port', 'camera', 'software', 'other'] as const;
export type OperationCode = (typeof OPERATION_CODES)[number];

/** How the device gets to the service: handed in at a centre, or picked up by a courier. */
export const HANDOVER_METHODS = ['drop_off', 'courier'] as const;
export type HandoverMethod = (typeof HANDOVER_METHODS)[number];

/** The spec: "Service operations shown before expanding: 7. Service scroll offset: -300." */
export const SERVICE_OPERATIONS_SHOWN = 7;
export const SERVICE_SCROLL_OFFSET = -300;
/** The smart search answers from this many characters on (like the product search). */
export const SERVICE_SEARCH_MIN_LENGTH = 2;
export const SERVICE_SEARCH_LIMIT = 10;

/** States of a repair order. */
export const SERVICE_ORDER_STATUSES = ['new', 'received', 'in_repair', 'ready', 'completed', 'cancelled'] as const;
export type ServiceOrderStatus = (typeof SERVICE_ORDER_STATUSES)[number];

/**
 * Lifecycle of a repair order:
 *
 *   new ──► received ──► in_repair ──► ready ──► completed
 *    │         │             │
 *    └─────────┴─────────────┴──► cancelled (the device goes back unrepaired)
 *
 * - new: ordered online; the customer brings the device or the courier fetches it.
 * - received: the device is at the service centre.
 * - in_repair: a technician works on it.
 * - ready: repaired, waiting for pick-up or the courier back. Final steps follow.
 * - completed / cancelled: final.
 */
export const SERVICE_ORDER_TRANSITIONS: Readonly<Record<ServiceOrderStatus, readonly ServiceOrderStatus[]>> = {
  new: ['received', 'cancelled'],
  received: ['in_repair', 'cancelled'],
  in_repair: ['ready', 'cancelled'],
  ready: ['completed'],
  completed: [],
  cancelled: [],
};

export function isServiceOrderStatus(value: unknown): value is ServiceOrderStatus {
  return typeof value === 'string' && (SERVICE_ORDER_STATUSES as readonly string[]).includes(value);
}

export function canTransitionServiceOrder(from: string, to: string): boolean {
  return isServiceOrderStatus(from) && (SERVICE_ORDER_TRANSITIONS[from] as readonly string[]).includes(to);
}

/** Prefix of the human repair-order numbers (`SV000123` in cz, `SR000123` in ro). */
export const SERVICE_ORDER_NUMBER_PREFIX = { cz: 'SV', ro: 'SR' } as const;

// ------------------------------------------------------------------ responses

export type ServiceChoice = { value: string; label: string };
export type ServiceColorChoice = ServiceChoice & { slug: string; hex: string | null };

export type ServicePartOption = { quality: PartQuality; price: number; warranty_months: number };

/** One repair of a device; `price` is the cheapest available part option. */
export type ServiceOperationView = {
  id: string;
  code: OperationCode;
  name: string;
  description: string;
  price: number;
  duration_minutes: number;
  is_available: boolean;
  part_options: ServicePartOption[];
};

/** GET /store/service/selector: the chain as far as the path's slugs resolve, the choices of each level, and the operations once a colour is chosen. */
export type ServiceSelectorResponse = {
  selected_choices: Record<'product_type' | 'product_manufacturer' | 'product_model' | 'product_color', string | null>;
  selected: Record<'product_type' | 'product_manufacturer' | 'product_model' | 'product_color', ServiceChoice | null>;
  choices: {
    product_type: ServiceChoice[];
    product_manufacturer: ServiceChoice[];
    product_model: ServiceChoice[];
    product_color: ServiceColorChoice[];
  };
  operations: ServiceOperationView[] | null;
  currency_code: string;
  url: string;
};

/** GET /store/service/operations?color=: the device's selector path and its available repairs. */
export type ServiceOperationsResponse = { url: string; choices: ServiceOperationView[] };

/** A part quality on the price list and the spare-parts page, with its availability. */
export type ServicePriceListPart = ServicePartOption & { is_available: boolean };
export type ServicePriceListOperation = {
  id: string;
  code: OperationCode;
  name: string;
  price: number;
  duration_minutes: number;
  part_options: ServicePriceListPart[];
};
export type ServicePriceListModel = ServiceChoice & { url: string; operations: ServicePriceListOperation[] };

/**
 * GET /store/service/price-list?type=: the device types the service repairs
 * and, for a type, its models by manufacturer with every available repair
 * and all its part qualities. The same for every visitor (cacheable).
 */
export type ServicePriceListResponse = {
  types: ServiceChoice[];
  type: ServiceChoice | null;
  manufacturers: (ServiceChoice & { models: ServicePriceListModel[] })[];
  currency_code: string;
};

/** GET /store/service/search?term=: devices whose name matches, each with the path of its operations. */
export type ServiceSearchItem = {
  type: string;
  manufacturer: string;
  model: string;
  color: string;
  label: string;
  url: string;
};
export type ServiceSearchResponse = { result: ServiceSearchItem[] };

/** GET /store/service/service-buyout-centers: every active centre, marked by what it does. */
export type ServiceCenterView = {
  id: string;
  name: string;
  street: string;
  city: string;
  postcode: string;
  phone: string | null;
  email: string | null;
  opening_hours: { days: string; hours: string }[];
  is_buyout_center: boolean;
  is_service_center: boolean;
};

/** One chosen operation of an order, a snapshot at ordering time. */
export type ServiceOrderLine = {
  operation_id: string;
  code: OperationCode;
  name: string;
  quality: PartQuality;
  price: number;
  warranty_months: number;
};

export type ServiceOrderHistoryEntry = { status: ServiceOrderStatus; status_label: string; note: string | null; created_at: string };

/** POST /store/service/status: what the customer sees after proving number + e-mail or phone. */
export type ServiceOrderStatusView = {
  number: string;
  status: ServiceOrderStatus;
  status_label: string;
  device: string;
  operations: ServiceOrderLine[];
  total: number;
  currency_code: string;
  handover: HandoverMethod;
  created_at: string;
  history: ServiceOrderHistoryEntry[];
};

/** POST /store/service/orders → 201: the new order and its number (the status page's). */
export type StoreServiceOrderCreated = { id: string; number: string };
