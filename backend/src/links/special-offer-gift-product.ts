import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import SpecialOfferModule from "../modules/special-offer"

/** A gift offer → the product given, read-only on the offer's `gift_product_id` (see review-product.ts), read as `gift_product`. */
export default defineLink(
  { linkable: SpecialOfferModule.linkable.specialOffer, field: "gift_product_id" },
  { linkable: ProductModule.linkable.product, alias: "gift_product" },
  { readOnly: true },
)
