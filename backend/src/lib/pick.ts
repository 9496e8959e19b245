/** The named fields of a record (those it has), for answers that pass columns through under their own names. */
export function pick<T extends Record<string, any>, K extends keyof T & string>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.filter((k) => k in source).map((k) => [k, source[k]])) as Pick<T, K>
}
