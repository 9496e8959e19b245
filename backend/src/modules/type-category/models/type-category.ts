import { model } from "@medusajs/framework/utils"

/**
 * The shop's own fields of a category. The tree itself (name, handle, parent,
 * order = `rank`) stays in Medusa's product categories; this row is linked 1:1
 * to one of them (`src/links/type-category-product-category.ts`).
 */
export const TypeCategory = model.define("type_category", {
  id: model.id({ prefix: "tcat" }).primaryKey(),
  /** SEO slug: the storefront path of the category when `url_path` is empty (else the Medusa handle). */
  seo_name: model.text().nullable(),
  /** Shown in the storefront menu and category pages. */
  for_display: model.boolean().default(true),
  /** Offered in the buy-out device selector. */
  for_buyout: model.boolean().default(false),
  /** Offered in the service-price selector. */
  for_service: model.boolean().default(false),
  /** Its products can be filtered by it in listings. */
  filterable: model.boolean().default(false),
  /** Manufacturers the category is about, as in product metadata.manufacturer (`Apple`, `Samsung`). */
  manufacturers: model.json().default([] as any),
  /** Photo: an absolute URL or an uploaded file id. */
  photo: model.text().nullable(),
  /** Device code the category holds (`phone`, `tablet`, `watch`…, as product metadata.device_type and buyout_device_type.type_device). */
  type_device: model.text().nullable(),
  /** Storefront path overriding seo_name and handle (one segment, without slashes). */
  url_path: model.text().nullable(),
  /** Search ranking weight, a non-negative decimal kept as text with a dot ('1', '1.5'). */
  meilisearch_boost: model.text().default("1"),
})
