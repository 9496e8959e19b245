import type { ShopLocale, ShopVariant } from "@electroshop/domain"
import { shopVariant } from "./variant"

/**
 * Who runs the shop. Czech law (§ 435 of the Civil Code) and Romanian law
 * (Law 365/2002, Companies Law art. 74) want the trader's name, identification
 * number, registered office, register entry and a way to reach it on the web
 * shop and in its messages. One configuration (OPERATOR_* variables) feeds the
 * storefront footer and contact page (through GET /public/storefront-config)
 * and the footer of every e-mail.
 */
export type Operator = {
  name: string
  /** IČO (cz) / CUI (ro). */
  id: string
  /** DIČ (cz) / cod de înregistrare în scopuri de TVA (ro). */
  vat_id: string
  address: string
  /** Commercial register entry. */
  register: string
  email: string
  phone: string
}

// Demo values: plausible (the IČO and CUI pass their check digits) but
// visibly not a real company, so nobody mistakes the demo shop for a trader.
const DEMO: Record<ShopVariant, Operator> = {
  cz: {
    name: "ElektroShop Demo s.r.o.",
    id: "12345679",
    vat_id: "CZ12345679",
    address: "Vinohradská 1234/12, 120 00 Praha 2",
    register: "C 000000 vedená u Městského soudu v Praze (demo)",
    email: "info@electroshop.local",
    phone: "+420 222 000 000",
  },
  ro: {
    name: "ElektroShop Demo S.R.L.",
    id: "12345674",
    vat_id: "RO12345674",
    address: "Str. Lipscani 1, 030031 București, sector 3",
    register: "J40/0000/2025 (demo)",
    email: "info@electroshop.local",
    phone: "+40 21 000 0000",
  },
}

export function shopOperator(): Operator {
  const demo = DEMO[shopVariant().variant]
  const env = (name: string, fallback: string) => process.env[name]?.trim() || fallback
  return {
    name: env("OPERATOR_NAME", demo.name),
    id: env("OPERATOR_ID", demo.id),
    vat_id: env("OPERATOR_VAT_ID", demo.vat_id),
    address: env("OPERATOR_ADDRESS", demo.address),
    register: env("OPERATOR_REGISTER", demo.register),
    email: env("OPERATOR_EMAIL", demo.email),
    phone: env("OPERATOR_PHONE", demo.phone),
  }
}

const LABELS: Record<ShopLocale, { id: string; vat_id: string; register: string; email: string; phone: string; operator: string }> = {
  cs: { operator: "Provozovatel", id: "IČO", vat_id: "DIČ", register: "Zápis v obchodním rejstříku", email: "E-mail", phone: "Telefon" },
  ro: { operator: "Operator", id: "CUI", vat_id: "Cod TVA", register: "Nr. Registrul Comerțului", email: "E-mail", phone: "Telefon" },
}

/** The operator as lines of an e-mail footer, in the shop language. */
export function operatorFooterLines(locale: ShopLocale = shopVariant().locale): string[] {
  const o = shopOperator()
  const l = LABELS[locale]
  return [
    `${l.operator}: ${o.name}, ${o.address}`,
    `${l.id}: ${o.id}, ${l.vat_id}: ${o.vat_id}, ${l.register}: ${o.register}`,
    `${l.email}: ${o.email}, ${l.phone}: ${o.phone}`,
  ]
}
