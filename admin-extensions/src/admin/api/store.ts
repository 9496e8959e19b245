import type { StorefrontConfig } from "@electroshop/contracts/shared"
import { api, sdk } from "../lib/sdk"

/** Medusa's store record with its currencies (one shop per country: its default is the shop's currency). */
export const listStoreCurrencies = () => sdk.admin.store.list({ fields: "id,*supported_currencies" })

/** Who runs the shop (the OPERATOR_* settings the storefront's footer shows): the sender of the hand-over protocol. */
export const shopOperator = () => api<StorefrontConfig>("/public/storefront-config").then((config) => config.operator)

/** Medusa's store name ("ElektroShop"), where the operator is not at hand. */
export const storeName = () => sdk.admin.store.list({ fields: "id,name" }).then(({ stores }) => stores[0]?.name ?? null)
