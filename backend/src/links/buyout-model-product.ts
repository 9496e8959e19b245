import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import BuyoutModule from "../modules/buyout"

/**
 * A buy-out device model ↔ the product the shop sells (optional, at most one
 * product per model): the admin shows it, and the storefront can offer the
 * product next to the buy-out ("sell your old one, buy the new one").
 */
export default defineLink(BuyoutModule.linkable.buyoutDeviceModel, ProductModule.linkable.product)
