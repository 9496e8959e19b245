import i18n from "i18next"

/**
 * The dashboard's order view prints a payment's raw `provider_id`
 * capitalised ("Pp_bank-Transfer_bank-Transfer"); ./dashboard-vite.ts makes it
 * call this instead. Names live in the plugin's catalogues
 * (`payment_providers.*`), so staff read them in their language.
 */
const KEYS: Record<string, string> = {
  "pp_bank-transfer_bank-transfer": "bank_transfer",
  pp_system_default: "system_default",
  pp_comgate_comgate: "comgate",
  "pp_cash-on-delivery_cash-on-delivery": "cash_on_delivery",
  pp_leasing_leasing: "leasing",
}

export function paymentProviderName(providerId: string): string {
  const key = KEYS[providerId]
  return key ? i18n.t(`electroshop:payment_providers.${key}`, { defaultValue: providerId }) : providerId
}
