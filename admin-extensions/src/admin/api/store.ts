import { sdk } from "../lib/sdk"

/** Medusa's store record with its currencies (one shop per country: its default is the shop's currency). */
export const listStoreCurrencies = () => sdk.admin.store.list({ fields: "id,*supported_currencies" })
