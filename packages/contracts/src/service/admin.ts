// The service admin API's response shapes (`/admin/service/*`), zod-free like ./service.ts.
import type { HandoverMethod, ServiceOperationView, ServiceOrderLine, ServiceOrderStatus, ServicePartOption } from './service.js';

/** The device as ordered: its labels at ordering time. */
export type ServiceOrderDevice = { type: string; manufacturer: string; model: string; color: string };

/** GET /admin/service/models: one device model with the number of its operations (zero: no price list yet). */
export type AdminServiceModelRow = { id: string; value: string; label: string; manufacturer: string; type: string; operations: number };
export type AdminServiceModelList = { models: AdminServiceModelRow[] };

/** GET /admin/service/models/:id/operations: the model's whole price list, unavailable repairs included. */
export type AdminServiceOperationList = { operations: ServiceOperationView[] };
/** POST /admin/service/models/:id/operations → 201. */
export type AdminServiceOperationCreated = { operation: ServiceOperationView };

/** POST /admin/service/operations/:id → `{ operation }`: the stored operation with its part options (not the view). */
export type AdminServiceOperationRecord = Omit<ServiceOperationView, 'part_options'> & {
  device_model_id: string;
  color_id: string | null;
  position: number;
  part_options: (ServicePartOption & {
    id: string;
    operation_id: string;
    is_available: boolean;
    created_at: string;
    updated_at: string;
    deleted_at: string | null;
  })[];
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};
export type AdminServiceOperationUpdated = { operation: AdminServiceOperationRecord };

/** GET /admin/service/orders: one row, newest first. */
export type AdminServiceOrderRow = {
  id: string;
  number: string;
  status: ServiceOrderStatus;
  status_label: string;
  device: ServiceOrderDevice;
  /** "First Last" */
  name: string;
  total: number;
  currency_code: string;
  handover: HandoverMethod;
  created_at: string;
};
export type AdminServiceOrderList = { orders: AdminServiceOrderRow[]; count: number; offset: number; limit: number };

/** One status change of a repair order as the admin sees it. */
export type AdminServiceOrderHistoryEntry = {
  id: string;
  service_order_id: string;
  from_status: ServiceOrderStatus | null;
  to_status: ServiceOrderStatus;
  status_label: string;
  note: string | null;
  /** `customer`, `admin` or `system`. */
  actor_type: string;
  actor_id: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};

/** GET /admin/service/orders/:id → `{ order }`: the stored order (without its search text and sequence), its history (oldest first) and the statuses it may move to. */
export type AdminServiceOrder = Omit<AdminServiceOrderRow, 'name'> & {
  device_model_id: string;
  color_id: string | null;
  imei: string | null;
  serial_number: string | null;
  operations: ServiceOrderLine[];
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  center_id: string | null;
  /** The centre at ordering time (drop-off). */
  center: { id: string; name: string; street: string; city: string; postcode: string } | null;
  /** Courier pickup. */
  pickup_address: { street: string; city: string; postcode: string } | null;
  note: string | null;
  /** When the retention erased the customer's name, contacts, address and device identifiers (they are then empty). */
  personal_data_erased_at: string | null;
  updated_at: string;
  deleted_at: string | null;
  allowed_statuses: { value: ServiceOrderStatus; label: string }[];
  status_history: AdminServiceOrderHistoryEntry[];
};
export type AdminServiceOrderResponse = { order: AdminServiceOrder };

/** POST /admin/service/prices/import: how many rows the CSV had, what they changed, and how many models they named. */
export type ServicePriceImportResult = { rows: number; updated: number; created: number; unchanged: number; models: number };

/** POST /admin/service/orders/:id/status */
export type AdminServiceOrderStatusChanged = { id: string };
