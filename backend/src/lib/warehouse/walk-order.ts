/** Bins in the order of a walk along the shelves: A-2 before A-10. */
const bins = new Intl.Collator("en", { numeric: true })

export type WalkStop = { stock_location_id: string; stock_location_name: string | null; bin: string | null; sku: string | null }

/** A picking list's order: by stock location (its name), then by bin naturally, lines without a bin last, then by SKU. */
export const walkOrder = (a: WalkStop, b: WalkStop) =>
  (a.stock_location_name ?? "").localeCompare(b.stock_location_name ?? "") ||
  a.stock_location_id.localeCompare(b.stock_location_id) ||
  Number(a.bin === null) - Number(b.bin === null) ||
  bins.compare(a.bin ?? "", b.bin ?? "") ||
  (a.sku ?? "").localeCompare(b.sku ?? "")
