import type { SearchTypes } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"

export type FieldsByPath = Map<string, SearchTypes.SearchFieldDefinition>

type Scalar = string | number | boolean | Date | null

/** A value in Meilisearch's filter syntax: strings quoted (quotes and backslashes escaped), dates as epoch seconds. */
function literal(value: Scalar): string {
  if (value instanceof Date) return String(Math.floor(value.getTime() / 1000))
  if (typeof value === "number" || typeof value === "boolean") return String(value)
  return JSON.stringify(String(value))
}

const refuse = (what: string): never => {
  throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `The Meilisearch search provider does not support ${what}`)
}

function condition(attribute: string, raw: unknown): string {
  if (raw === null) return `${attribute} IS NULL`
  if (typeof raw !== "object" || raw instanceof Date || Array.isArray(raw)) {
    const values = (Array.isArray(raw) ? raw : [raw]) as Scalar[]
    // On an array attribute Meilisearch's `=` and `IN` mean "holds one of".
    return values.length === 1 ? `${attribute} = ${literal(values[0])}` : `${attribute} IN [${values.map(literal).join(", ")}]`
  }
  const parts = Object.entries(raw as Record<string, unknown>).map(([operator, value]) => {
    const list = (Array.isArray(value) ? value : [value]) as Scalar[]
    switch (operator) {
      case "$eq":
        return value === null ? `${attribute} IS NULL` : `${attribute} = ${literal(value as Scalar)}`
      case "$ne":
        return value === null ? `${attribute} IS NOT NULL` : `${attribute} != ${literal(value as Scalar)}`
      case "$in":
      case "$overlaps":
        return `${attribute} IN [${list.map(literal).join(", ")}]`
      case "$nin":
        return `${attribute} NOT IN [${list.map(literal).join(", ")}]`
      case "$contains":
        return list.map((v) => `${attribute} = ${literal(v)}`).join(" AND ")
      case "$gt":
        return `${attribute} > ${literal(value as Scalar)}`
      case "$gte":
        return `${attribute} >= ${literal(value as Scalar)}`
      case "$lt":
        return `${attribute} < ${literal(value as Scalar)}`
      case "$lte":
        return `${attribute} <= ${literal(value as Scalar)}`
      case "$exists":
        return value ? `${attribute} EXISTS` : `${attribute} NOT EXISTS`
      default:
        return refuse(`${operator} (on "${attribute}")`)
    }
  })
  return parts.length === 1 ? parts[0] : `(${parts.join(" AND ")})`
}

/**
 * A Search module filter (`{ field: value | [values] | { $op: value } }`,
 * `$and`, `$or`, `$not`; `q` is the text, not a filter) in Meilisearch's
 * filter expression syntax; `undefined` when nothing is filtered. Nested
 * objects name dotted paths unless `fields` knows the key as a field.
 */
export function compileFilter(filters: SearchTypes.SearchFilters | undefined, fields: FieldsByPath, prefix = ""): string | undefined {
  if (!filters) return undefined
  const parts: string[] = []
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || key === "q") continue
    if (key === "$and" || key === "$or") {
      const nested = (value as SearchTypes.SearchFilters[]).map((branch) => compileFilter(branch, fields)).filter((p): p is string => !!p)
      if (nested.length) parts.push(nested.length === 1 ? nested[0] : `(${nested.join(key === "$and" ? " AND " : " OR ")})`)
      continue
    }
    if (key === "$not") {
      const nested = compileFilter(value as SearchTypes.SearchFilters, fields)
      if (nested) parts.push(`NOT (${nested})`)
      continue
    }
    if (key.startsWith("$")) refuse(key)
    const path = prefix ? `${prefix}.${key}` : key
    const isNested =
      !fields.has(path) &&
      value !== null &&
      typeof value === "object" &&
      !Array.isArray(value) &&
      !(value instanceof Date) &&
      !Object.keys(value).some((k) => k.startsWith("$"))
    if (isNested) {
      const nested = compileFilter(value as SearchTypes.SearchFilters, fields, path)
      if (nested) parts.push(nested)
      continue
    }
    parts.push(condition(path, value))
  }
  if (!parts.length) return undefined
  return parts.join(" AND ")
}
