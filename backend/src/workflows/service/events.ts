/** Events of the service workflows; their data holds ids only, whatever reads them loads what it needs. */
export const ServiceEvents = {
  /** `{ id }` of a new repair order. */
  ORDER_CREATED: "service.order_created",
  /** `{ id, from, to, history_id }` after staff changed an order's status. */
  ORDER_STATUS_CHANGED: "service.order_status_changed",
  /**
   * `{ id }` of an operation staff created, changed or deleted, `{ id: null }` after a price list import:
   * the repair pages and answers the CDN keeps are stale (subscribers/cdn-purge-price-lists.ts).
   */
  PRICE_LIST_CHANGED: "service.price_list_changed",
  /** `{ id }` of a repair order whose customer's personal data the retention erased. */
  PERSONAL_DATA_ERASED: "service.personal_data_erased",
} as const
