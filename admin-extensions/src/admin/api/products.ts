import { sdk } from "../lib/sdk"

/** Medusa's product API as the shop's screens read it: titles to pick from and to name chosen products. */

/** The catalogue searched by text (the product pickers' search box). */
export const searchProducts = (q: string) => sdk.admin.product.list({ q, limit: 10, fields: "id,title,handle,status,metadata" })

/** The titles of chosen products. */
export const productTitles = (ids: string[]) => sdk.admin.product.list({ id: ids, limit: ids.length, fields: "id,title" })

/** Every product's title, by title (a buy-out model's link to the product sold new). */
export const allProductTitles = () => sdk.admin.product.list({ fields: "id,title", limit: 500, order: "title" })
