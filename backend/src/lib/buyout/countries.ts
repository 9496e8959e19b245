import type { ShopLocale } from "@electroshop/domain"
import { shopLocale } from "../shop/variant"

/**
 * Countries of the address and pickup forms (ISO 3166-1 alpha-2, lower case
 * as Medusa stores them). The shop's own country comes first.
 */
const COUNTRIES: { value: string; cs: string; ro: string }[] = [
  { value: "cz", cs: "Česká republika", ro: "Republica Cehă" },
  { value: "ro", cs: "Rumunsko", ro: "România" },
  { value: "sk", cs: "Slovensko", ro: "Slovacia" },
  { value: "pl", cs: "Polsko", ro: "Polonia" },
  { value: "de", cs: "Německo", ro: "Germania" },
  { value: "at", cs: "Rakousko", ro: "Austria" },
  { value: "hu", cs: "Maďarsko", ro: "Ungaria" },
  { value: "bg", cs: "Bulharsko", ro: "Bulgaria" },
  { value: "md", cs: "Moldavsko", ro: "Republica Moldova" },
]

export const COUNTRY_CODES = new Set(COUNTRIES.map((c) => c.value))

export function countryOptions(locale: ShopLocale = shopLocale()): { value: string; label: string }[] {
  const home = locale === "cs" ? "cz" : "ro"
  const list = COUNTRIES.map((c) => ({ value: c.value, label: c[locale] }))
  const first = list.filter((c) => c.value === home)
  const rest = list.filter((c) => c.value !== home).sort((a, b) => a.label.localeCompare(b.label, locale))
  return [...first, ...rest]
}

export function countryLabel(code: string, locale: ShopLocale = shopLocale()): string {
  return COUNTRIES.find((c) => c.value === code)?.[locale] ?? code.toUpperCase()
}
