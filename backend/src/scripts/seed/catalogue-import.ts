import type { CreateInventoryLevelInput, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, ProductStatus } from "@medusajs/framework/utils"
import { createInventoryLevelsWorkflow, createProductCategoriesWorkflow, createProductsWorkflow } from "@medusajs/medusa/core-flows"
import { CATEGORY_TREE, COLOURS, PRODUCTS, ronFromCzk, shippingWeightGrams, type CategorySeed, type Lang, type ProductSeed } from "./catalogue"
import { deviceImageUrl } from "../../lib/device-image"
import type { ShopSetup } from "./shop-setup"

const OPTION_TITLES = { colour: { cs: "Barva", ro: "Culoare" }, storage: { cs: "Paměť", ro: "Memorie" } }

async function seedCategories(container: MedusaContainer, lang: Lang): Promise<Map<string, string>> {
  const ids = new Map<string, string>()
  const create = async (nodes: CategorySeed[], parentId: string | null) => {
    const { result } = await createProductCategoriesWorkflow(container).run({
      input: {
        product_categories: nodes.map((node, rank) => ({
          name: node.name[lang],
          handle: node.handle[lang],
          is_active: true,
          rank,
          parent_category_id: parentId,
          metadata: { key: node.key },
        })),
      },
    })
    for (const [i, category] of result.entries()) ids.set(nodes[i].key, category.id)
    for (const [i, node] of nodes.entries()) {
      if (node.children?.length) await create(node.children, result[i].id)
    }
  }
  await create(CATEGORY_TREE, null)
  return ids
}

const storageLabel = (gb: number) => (gb >= 1024 ? `${gb / 1024} TB` : `${gb} GB`)

function toProductInput(p: ProductSeed, lang: Lang, categoryIds: Map<string, string>, setup: ShopSetup) {
  const storages = p.storage ?? [[0, 0] as [number, number]]
  const hasStorage = Boolean(p.storage)
  const variants = p.colours.flatMap((colour) =>
    storages.map(([gb, surcharge]) => {
      const colourName = COLOURS[colour].name[lang]
      const czk = p.priceCzk + surcharge
      return {
        title: hasStorage ? `${colourName} / ${storageLabel(gb)}` : colourName,
        sku: [p.handle, colour, hasStorage ? gb : null].filter(Boolean).join("-").toUpperCase(),
        options: {
          [OPTION_TITLES.colour[lang]]: colourName,
          ...(hasStorage ? { [OPTION_TITLES.storage[lang]]: storageLabel(gb) } : {}),
        },
        manage_inventory: true,
        allow_backorder: false,
        weight: shippingWeightGrams(p),
        metadata: { color_hex: COLOURS[colour].hex, colour_key: colour, ...(hasStorage ? { storage_gb: gb } : {}) },
        prices: [
          { currency_code: "czk", amount: czk },
          { currency_code: "ron", amount: ronFromCzk(czk) },
        ],
      }
    }),
  )
  return {
    title: p.title[lang],
    handle: p.handle,
    description: p.description[lang],
    status: ProductStatus.PUBLISHED,
    shipping_profile_id: setup.shippingProfileId,
    category_ids: p.categories.map((key) => categoryIds.get(key)!),
    thumbnail: deviceImageUrl(p.type, p.title[lang], COLOURS[p.colours[0]].hex),
    images: p.colours.map((c) => ({ url: deviceImageUrl(p.type, p.title[lang], COLOURS[c].hex) })),
    metadata: {
      manufacturer: p.manufacturer,
      quality: p.quality,
      device_type: p.type,
      popularity: p.popularity,
      ...(p.type === "accessory" ? {} : { recommended_accessories: recommendedAccessories(p.manufacturer).join(",") }),
    },
    options: [
      { title: OPTION_TITLES.colour[lang], values: p.colours.map((c) => COLOURS[c].name[lang]) },
      ...(hasStorage ? [{ title: OPTION_TITLES.storage[lang], values: storages.map(([gb]) => storageLabel(gb)) }] : []),
    ],
    variants,
    sales_channels: [{ id: setup.salesChannelId }],
  }
}

/** Category tree, products with variants and prices, and stock in both locations. */
export async function seedCatalogue(container: MedusaContainer, lang: Lang, setup: ShopSetup) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)

  logger.info("Seeding categories…")
  const categoryIds = await seedCategories(container, lang)

  logger.info(`Seeding ${PRODUCTS.length} products…`)
  await createProductsWorkflow(container).run({
    input: { products: PRODUCTS.map((p) => toProductInput(p, lang, categoryIds, setup)) },
  })

  const stockBySkuPrefix = new Map(PRODUCTS.map((p) => [p.handle.toUpperCase(), p.stock]))
  const { data: variants } = await query.graph({
    entity: "product_variant",
    fields: ["sku", "product.handle", "inventory_items.inventory_item_id"],
  })
  const levels: CreateInventoryLevelInput[] = []
  for (const variant of variants) {
    const stock = stockBySkuPrefix.get(String(variant.product?.handle).toUpperCase()) ?? 0
    for (const item of variant.inventory_items ?? []) {
      if (!item?.inventory_item_id) continue
      levels.push({ location_id: setup.warehouseId, inventory_item_id: item.inventory_item_id, stocked_quantity: stock })
      // The shop keeps a couple of display units of everything in stock, for store pickup.
      levels.push({ location_id: setup.shopId, inventory_item_id: item.inventory_item_id, stocked_quantity: Math.min(stock, 2) })
    }
  }
  await createInventoryLevelsWorkflow(container).run({ input: { inventory_levels: levels } })
  logger.info(`Seeded ${variants.length} variants with stock.`)
}

/**
 * The demo's recommended accessories of a device (the storefront reads the
 * product's `recommended_accessories`, handles separated by commas; staff edit
 * it in the admin's product metadata): the maker's own first, then general ones.
 */
function recommendedAccessories(manufacturer: string): string[] {
  const own: Record<string, string[]> = {
    Apple: ["iphone-16-silicone-case", "tempered-glass-iphone-16", "apple-20w-usb-c", "apple-airpods-4"],
    Samsung: ["galaxy-s25-clear-case", "samsung-25w-charger", "samsung-galaxy-buds3-pro"],
    Xiaomi: ["xiaomi-powerbank-20000", "xiaomi-redmi-buds-6"],
  }
  return [...(own[manufacturer] ?? []), "usb-c-cable-1m", "anker-powerbank-10000"].slice(0, 4)
}
