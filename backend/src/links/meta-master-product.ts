import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import MetaMasterModule from "../modules/meta-master"

/**
 * A meta master ↔ its member products (one meta master, many products). The
 * workflows in src/workflows/meta-master keep a product in at most one meta
 * master: adding or swapping a product first dismisses its current link.
 */
export default defineLink(MetaMasterModule.linkable.metaMaster, {
  linkable: ProductModule.linkable.product,
  isList: true,
})
