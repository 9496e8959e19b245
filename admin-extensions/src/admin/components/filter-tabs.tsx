import { Button } from "@medusajs/ui"

/**
 * A list's tabs, "All" then one per value, each with its number of records (as the server counts them
 * under the other filters) once known. Tabs are toggle buttons (aria-pressed) in a named group: the
 * table below is the same for each. "" is all.
 */
export function FilterTabs<V extends string>({
  label,
  all,
  values,
  labelOf,
  counts,
  value,
  onChange,
}: {
  /** The group's name ("Picking status"). */
  label: string
  /** The first tab's text ("All"). */
  all: string
  values: readonly V[]
  labelOf: (value: V) => string
  counts?: Record<V, number>
  value: V | ""
  onChange: (value: V | "") => void
}) {
  const total = counts ? values.reduce((sum, v) => sum + (counts[v] ?? 0), 0) : undefined
  const tab = (of: V | "", text: string, count: number | undefined) => (
    <Button
      key={of || "all"}
      size="small"
      type="button"
      variant={value === of ? "primary" : "secondary"}
      aria-pressed={value === of}
      onClick={() => onChange(of)}
    >
      {count === undefined ? text : `${text} (${count})`}
    </Button>
  )
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {tab("", all, total)}
      {values.map((v) => tab(v, labelOf(v), counts?.[v]))}
    </div>
  )
}
