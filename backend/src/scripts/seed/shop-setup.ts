import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createApiKeysWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  createTaxRegionsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  updateStoresWorkflow,
} from "@medusajs/medusa/core-flows"
import { CASH_ON_DELIVERY_FEE, CASH_ON_DELIVERY_PROVIDER, CASH_ON_DELIVERY_SUFFIX } from "@electroshop/contracts/delivery"
import { LEASING_PAYMENT_PROVIDER } from "@electroshop/contracts/payment"
import type { Lang } from "./catalogue"

/** Courier and pickup-point delivery cost nothing from this item total (goods with VAT) up: the demo shop's free-shipping rule. */
export const FREE_SHIPPING_FROM = { czk: 2000, ron: 400 } as const

export const PUBLISHABLE_KEY_TITLE = "Webshop"
/**
 * Payment methods the regions offer. Medusa's test provider confirms a payment
 * at once, so only a shop seeded for the tests offers it (OFFER_TEST_PAYMENT,
 * set by `npm test`); shoppers pay by card or wallet through the gateway, by bank transfer,
 * or cash on delivery with a carrier that takes it.
 */
const PAYMENT_PROVIDERS = [
  ...(process.env.OFFER_TEST_PAYMENT === "true" ? ["pp_system_default"] : []),
  "pp_comgate_comgate",
  "pp_bank-transfer_bank-transfer",
  CASH_ON_DELIVERY_PROVIDER,
  // Leasing of devices, in both countries; never combined with another payment (contracts payment/leasing.ts).
  LEASING_PAYMENT_PROVIDER,
]

/** Installments with Home Credit, a Czech partner: the Czech region only (README "Installment payments"). */
const INSTALLMENT_PAYMENT_PROVIDER = "pp_home-credit_home-credit"

const t = (lang: Lang, cs: string, ro: string) => (lang === "cs" ? cs : ro)

export type ShopSetup = {
  salesChannelId: string
  shippingProfileId: string
  warehouseId: string
  shopId: string
  /** Stock locations that are stores (store pickup): the shop first. */
  storeIds: string[]
}

/** Store, regions, taxes, stock locations, delivery options and the storefront's API key. */
export async function seedShopSetup(container: MedusaContainer, lang: Lang): Promise<ShopSetup> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const storeService = container.resolve(Modules.STORE)
  const fulfillmentService = container.resolve(Modules.FULFILLMENT)

  logger.info("Seeding store, regions and sales channel…")
  const {
    result: [salesChannel],
  } = await createSalesChannelsWorkflow(container).run({
    input: { salesChannelsData: [{ name: PUBLISHABLE_KEY_TITLE, description: t(lang, "Internetový obchod", "Magazin online") }] },
  })
  const [store] = await storeService.listStores()
  const primary = lang === "cs" ? "czk" : "ron"
  await updateStoresWorkflow(container).run({
    input: {
      selector: { id: store.id },
      update: {
        name: "ElektroShop",
        supported_currencies: [
          { currency_code: "czk", is_default: primary === "czk", is_tax_inclusive: true },
          { currency_code: "ron", is_default: primary === "ron", is_tax_inclusive: true },
        ],
        default_sales_channel_id: salesChannel.id,
      },
    },
  })

  const { result: regions } = await createRegionsWorkflow(container).run({
    input: {
      regions: [
        { name: t(lang, "Česká republika", "Cehia"), currency_code: "czk", countries: ["cz"], payment_providers: [...PAYMENT_PROVIDERS, INSTALLMENT_PAYMENT_PROVIDER], is_tax_inclusive: true, automatic_taxes: true },
        { name: t(lang, "Rumunsko", "România"), currency_code: "ron", countries: ["ro"], payment_providers: PAYMENT_PROVIDERS, is_tax_inclusive: true, automatic_taxes: true },
      ],
    },
  })
  const regionCz = regions.find((r) => r.currency_code === "czk")!
  const regionRo = regions.find((r) => r.currency_code === "ron")!

  await createTaxRegionsWorkflow(container).run({
    input: [
      { country_code: "cz", provider_id: "tp_system", default_tax_rate: { rate: 21, code: "CZ-STANDARD", name: t(lang, "DPH 21 %", "TVA Cehia 21%") } },
      { country_code: "ro", provider_id: "tp_system", default_tax_rate: { rate: 21, code: "RO-STANDARD", name: t(lang, "DPH Rumunsko 21 %", "TVA 21%") } },
    ],
  })

  logger.info("Seeding stock locations and delivery…")
  const { result: locations } = await createStockLocationsWorkflow(container).run({
    input: {
      locations: [
        lang === "cs"
          ? { name: "Centrální sklad Praha", address: { address_1: "Skladová 12", city: "Praha", postal_code: "190 00", country_code: "cz" } }
          : { name: "Depozit central București", address: { address_1: "Str. Depozitului 12", city: "București", postal_code: "077190", country_code: "ro" } },
        lang === "cs"
          ? { name: "Prodejna Brno, Masarykova 20", address: { address_1: "Masarykova 20", city: "Brno", postal_code: "602 00", country_code: "cz" }, metadata: storeMeta(lang, "19:00") }
          : { name: "Magazin Cluj-Napoca, Str. Memorandumului 20", address: { address_1: "Str. Memorandumului 20", city: "Cluj-Napoca", postal_code: "400114", country_code: "ro" }, metadata: storeMeta(lang, "19:00") },
        // A second store that keeps no stock of its own yet: the checkout says so per store.
        lang === "cs"
          ? { name: "Prodejna Ostrava, Nádražní 44", address: { address_1: "Nádražní 44", city: "Ostrava", postal_code: "702 00", country_code: "cz" }, metadata: storeMeta(lang, "18:00") }
          : { name: "Magazin Iași, Bd. Independenței 20", address: { address_1: "Bd. Independenței 20", city: "Iași", postal_code: "700028", country_code: "ro" }, metadata: storeMeta(lang, "18:00") },
      ],
    },
  })
  const [warehouse, shop, secondStore] = locations
  for (const location of locations) {
    await link.create({
      [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
      [Modules.FULFILLMENT]: { fulfillment_provider_id: "manual_manual" },
    })
    await linkSalesChannelsToStockLocationWorkflow(container).run({ input: { id: location.id, add: [salesChannel.id] } })
  }

  const existingProfiles = await fulfillmentService.listShippingProfiles({ type: "default" })
  const shippingProfile =
    existingProfiles[0] ??
    (await createShippingProfilesWorkflow(container).run({ input: { data: [{ name: "Default", type: "default" }] } })).result[0]

  const geoZones = [{ country_code: "cz", type: "country" as const }, { country_code: "ro", type: "country" as const }]
  const delivery = await fulfillmentService.createFulfillmentSets({
    name: t(lang, "Doprava ze skladu", "Livrare din depozit"),
    type: "shipping",
    service_zones: [{ name: "CZ + RO", geo_zones: geoZones }],
  })
  const pickup = await fulfillmentService.createFulfillmentSets({
    name: t(lang, "Osobní odběr", "Ridicare personală"),
    type: "pickup",
    service_zones: [{ name: shop.name, geo_zones: geoZones }],
  })
  await link.create([
    { [Modules.STOCK_LOCATION]: { stock_location_id: warehouse.id }, [Modules.FULFILLMENT]: { fulfillment_set_id: delivery.id } },
    { [Modules.STOCK_LOCATION]: { stock_location_id: shop.id }, [Modules.FULFILLMENT]: { fulfillment_set_id: pickup.id } },
  ])

  const storeRules = [
    { attribute: "enabled_in_store", value: "true", operator: "eq" as const },
    { attribute: "is_return", value: "false", operator: "eq" as const },
  ]
  // Delivered free from this much goods (Medusa's conditional price on the cart's item total, taxes included).
  const freeFrom = (currency: keyof typeof FREE_SHIPPING_FROM) => [{ attribute: "item_total", operator: "gte" as const, value: FREE_SHIPPING_FROM[currency] }]
  const option = (
    name: string, code: string, description: string, czk: number, ron: number, serviceZoneId: string,
    // The cash-on-delivery twin: the fee on top, kept when the delivery itself is free.
    fee: { czk: number; ron: number } = { czk: 0, ron: 0 },
  ) => ({
    name,
    price_type: "flat" as const,
    provider_id: "manual_manual",
    service_zone_id: serviceZoneId,
    shipping_profile_id: shippingProfile.id,
    type: { label: name, description, code },
    prices: [
      { currency_code: "czk", amount: czk },
      { currency_code: "ron", amount: ron },
      { region_id: regionCz.id, amount: czk },
      { region_id: regionRo.id, amount: ron },
      ...(czk > fee.czk ? [{ region_id: regionCz.id, amount: fee.czk, rules: freeFrom("czk") }] : []),
      ...(ron > fee.ron ? [{ region_id: regionRo.id, amount: fee.ron, rules: freeFrom("ron") }] : []),
    ],
    rules: storeRules,
  })
  await createShippingOptionsWorkflow(container).run({
    input: [
      option(t(lang, "Kurýr na adresu", "Curier la adresă"), "courier", t(lang, "Doručení do 1–2 pracovních dnů.", "Livrare în 1–2 zile lucrătoare."), 129, 25, delivery.service_zones[0].id),
      option(t(lang, "Výdejní místo", "Punct de ridicare"), "pickup-point", t(lang, "Vyzvednutí na výdejním místě do 2 dnů.", "Ridicare din punctul ales în 2 zile."), 79, 15, delivery.service_zones[0].id),
      option(t(lang, "Osobní odběr na prodejně", "Ridicare din magazin"), "store-pickup", shop.name, 0, 0, pickup.service_zones[0].id),
      // Cash on delivery with the courier and at pickup points (the carriers collect it); not at the store.
      option(t(lang, "Kurýr na adresu – dobírka", "Curier la adresă – ramburs"), `courier${CASH_ON_DELIVERY_SUFFIX}`, t(lang, "Platíte kurýrovi při převzetí.", "Plătiți curierului la livrare."), 129 + CASH_ON_DELIVERY_FEE.czk, 25 + CASH_ON_DELIVERY_FEE.ron, delivery.service_zones[0].id, CASH_ON_DELIVERY_FEE),
      option(t(lang, "Výdejní místo – dobírka", "Punct de ridicare – ramburs"), `pickup-point${CASH_ON_DELIVERY_SUFFIX}`, t(lang, "Platíte při vyzvednutí.", "Plătiți la ridicare."), 79 + CASH_ON_DELIVERY_FEE.czk, 15 + CASH_ON_DELIVERY_FEE.ron, delivery.service_zones[0].id, CASH_ON_DELIVERY_FEE),
    ],
  })

  const {
    result: [apiKey],
  } = await createApiKeysWorkflow(container).run({
    input: { api_keys: [{ title: PUBLISHABLE_KEY_TITLE, type: "publishable", created_by: "seed" }] },
  })
  await linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: apiKey.id, add: [salesChannel.id] } })

  return { salesChannelId: salesChannel.id, shippingProfileId: shippingProfile.id, warehouseId: warehouse.id, shopId: shop.id, storeIds: [shop.id, secondStore.id] }
}

/** A store's metadata: shown for store pickup (lib/store-pickup), hours in local time per ISO weekday. */
function storeMeta(lang: Lang, closes: string) {
  const weekday: [string, string] = ["09:00", closes]
  return {
    store: true,
    opening_hours: { "1": weekday, "2": weekday, "3": weekday, "4": weekday, "5": weekday, "6": ["09:00", "13:00"] },
    opening_hours_text: t(lang, `Po–Pá 9:00–${closes}, So 9:00–13:00`, `L–V 09:00–${closes}, S 09:00–13:00`),
  }
}
