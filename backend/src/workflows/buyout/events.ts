/**
 * Events of the buy-out workflows, named like Medusa's own (`<domain>.<past
 * tense>`). Their data holds ids only: whatever reads them (the e-mail
 * subscribers, later a search index or a CRM) loads what it needs.
 */
export const BuyoutEvents = {
  /** `{ id }` of a stored e-mailed quote (send-to-email). */
  QUOTE_CREATED: "buyout.quote_created",
  /** `{ id }` of a new sale (sell-online). */
  REQUEST_CREATED: "buyout.request_created",
  /** `{ id, from, to, history_id }` after a status change by staff or by the seller's offer decision. */
  STATUS_CHANGED: "buyout.status_changed",
  /**
   * `{ kind, id }` after staff changed the buy-out catalogue (`kind`: manufacturer, device_type, device_model,
   * color, appraisal_result, device_condition, condition_choice, center, or prices for a price list import
   * without an id): the selector's pages and answers the CDN keeps are stale (subscribers/cdn-purge-price-lists.ts).
   */
  CATALOGUE_CHANGED: "buyout.catalogue_changed",
  /** `{ id, buyout_request_id }` of a logged reveal of a seller's personal data to staff. */
  PERSONAL_DATA_REVEALED: "buyout.personal_data_revealed",
  /** `{ id }` of a sale whose seller's personal data the retention erased. */
  PERSONAL_DATA_ERASED: "buyout.personal_data_erased",
} as const
