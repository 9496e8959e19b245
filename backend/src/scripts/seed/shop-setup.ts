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
import {
  CASH_ON_DELIVERY_FEE,
  CASH_ON_DELIVERY_PROVIDER,
  CASH_ON_DELIVERY_SUFFIX,
  SHIPPING_RATES_PROVIDER,
  type ShippingRates,
} from "@electroshop/contracts/delivery"
import { LEASING_PAYMENT_PROVIDER, type InstallmentPaymentProvider } from "@electroshop/contracts/payment"
import type { Lang } from "./catalogue"

/** Courier and pickup-point delivery cost nothing from this item total (goods with VAT) up: the demo shop's free-shipping rule. */
export const FREE_SHIPPING_FROM = { czk: 2000, ron: 400 }

/** The carriers' weight bands (total grams from, CZK, RON with VAT), shaped like Czech and Romanian parcel price lists. */
const COURIER_BANDS: ShippingRates["bands"] = [
  { from_grams: 0, czk: 129, ron: 25 },
  { from_grams: 500, czk: 149, ron: 29 },
  { from_grams: 2000, czk: 179, ron: 35 },
  { from_grams: 5000, czk: 219, ron: 45 },
  { from_grams: 10000, czk: 289, ron: 59 },
]
const PICKUP_POINT_BANDS: ShippingRates["bands"] = [
  { from_grams: 0, czk: 79, ron: 15 },
  { from_grams: 500, czk: 89, ron: 18 },
  { from_grams: 2000, czk: 109, ron: 22 },
  { from_grams: 5000, czk: 139, ron: 29 },
]

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

/** Installments with each country's partner: Home Credit in Czechia, TBI Bank in Romania (docs/api/installments.md). */
const HOME_CREDIT_PROVIDER: InstallmentPaymentProvider = "pp_home-credit_home-credit"
const TBI_PROVIDER: InstallmentPaymentProvider = "pp_tbi_tbi"

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
        {
          name: t(lang, "Česká republika", "Cehia"),
          currency_code: "czk",
          countries: ["cz"],
          payment_providers: [...PAYMENT_PROVIDERS, HOME_CREDIT_PROVIDER],
          is_tax_inclusive: true,
          automatic_taxes: true,
        },
        {
          name: t(lang, "Rumunsko", "România"),
          currency_code: "ron",
          countries: ["ro"],
          payment_providers: [...PAYMENT_PROVIDERS, TBI_PROVIDER],
          is_tax_inclusive: true,
          automatic_taxes: true,
        },
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
          ? {
              name: "Prodejna Brno, Masarykova 20",
              address: { address_1: "Masarykova 20", city: "Brno", postal_code: "602 00", country_code: "cz" },
              metadata: storeMeta(lang, "19:00"),
            }
          : {
              name: "Magazin Cluj-Napoca, Str. Memorandumului 20",
              address: { address_1: "Str. Memorandumului 20", city: "Cluj-Napoca", postal_code: "400114", country_code: "ro" },
              metadata: storeMeta(lang, "19:00"),
            },
        // A second store that keeps no stock of its own yet: the checkout says so per store.
        lang === "cs"
          ? {
              name: "Prodejna Ostrava, Nádražní 44",
              address: { address_1: "Nádražní 44", city: "Ostrava", postal_code: "702 00", country_code: "cz" },
              metadata: storeMeta(lang, "18:00"),
            }
          : {
              name: "Magazin Iași, Bd. Independenței 20",
              address: { address_1: "Bd. Independenței 20", city: "Iași", postal_code: "700028", country_code: "ro" },
              metadata: storeMeta(lang, "18:00"),
            },
      ],
    },
  })
  const [warehouse, shop, secondStore] = locations
  for (const location of locations) {
    await link.create({
      [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
      [Modules.FULFILLMENT]: { fulfillment_provider_id: "manual_manual" },
    })
    // The carriers' deliveries leave from the warehouse, priced by weight.
    if (location === warehouse) {
      await link.create({
        [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
        [Modules.FULFILLMENT]: { fulfillment_provider_id: SHIPPING_RATES_PROVIDER },
      })
    }
    await linkSalesChannelsToStockLocationWorkflow(container).run({ input: { id: location.id, add: [salesChannel.id] } })
  }

  const existingProfiles = await fulfillmentService.listShippingProfiles({ type: "default" })
  const shippingProfile =
    existingProfiles[0] ?? (await createShippingProfilesWorkflow(container).run({ input: { data: [{ name: "Default", type: "default" }] } })).result[0]

  const geoZones = [
    { country_code: "cz", type: "country" as const },
    { country_code: "ro", type: "country" as const },
  ]
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
  const option = (name: string, code: string, description: string, serviceZoneId: string) => ({
    name,
    provider_id: "manual_manual",
    service_zone_id: serviceZoneId,
    shipping_profile_id: shippingProfile.id,
    type: { label: name, description, code },
    rules: storeRules,
  })
  // Carrier deliveries are priced by the cart's weight and value (modules/weight-rates; staff edit the rates at /app/shipping-rates).
  const weightPriced = (name: string, code: string, description: string, bands: ShippingRates["bands"], cashOnDelivery = false) => ({
    ...option(name, code, description, delivery.service_zones[0].id),
    price_type: "calculated" as const,
    provider_id: SHIPPING_RATES_PROVIDER,
    data: { rates: { bands, free_from: FREE_SHIPPING_FROM, cash_on_delivery_fee: cashOnDelivery ? CASH_ON_DELIVERY_FEE : null } satisfies ShippingRates },
  })
  await createShippingOptionsWorkflow(container).run({
    input: [
      weightPriced(
        t(lang, "Kurýr na adresu", "Curier la adresă"),
        "courier",
        t(lang, "Doručení do 1–2 pracovních dnů.", "Livrare în 1–2 zile lucrătoare."),
        COURIER_BANDS,
      ),
      weightPriced(
        t(lang, "Výdejní místo", "Punct de ridicare"),
        "pickup-point",
        t(lang, "Vyzvednutí na výdejním místě do 2 dnů.", "Ridicare din punctul ales în 2 zile."),
        PICKUP_POINT_BANDS,
      ),
      {
        ...option(t(lang, "Osobní odběr na prodejně", "Ridicare din magazin"), "store-pickup", shop.name, pickup.service_zones[0].id),
        price_type: "flat" as const,
        prices: [
          { currency_code: "czk", amount: 0 },
          { currency_code: "ron", amount: 0 },
          { region_id: regionCz.id, amount: 0 },
          { region_id: regionRo.id, amount: 0 },
        ],
      },
      // Cash on delivery with the courier and at pickup points (the carriers collect it); not at the store.
      weightPriced(
        t(lang, "Kurýr na adresu – dobírka", "Curier la adresă – ramburs"),
        `courier${CASH_ON_DELIVERY_SUFFIX}`,
        t(lang, "Platíte kurýrovi při převzetí.", "Plătiți curierului la livrare."),
        COURIER_BANDS,
        true,
      ),
      weightPriced(
        t(lang, "Výdejní místo – dobírka", "Punct de ridicare – ramburs"),
        `pickup-point${CASH_ON_DELIVERY_SUFFIX}`,
        t(lang, "Platíte při vyzvednutí.", "Plătiți la ridicare."),
        PICKUP_POINT_BANDS,
        true,
      ),
    ],
  })

  const {
    result: [apiKey],
  } = await createApiKeysWorkflow(container).run({
    input: { api_keys: [{ title: PUBLISHABLE_KEY_TITLE, type: "publishable", created_by: "seed" }] },
  })
  await linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: apiKey.id, add: [salesChannel.id] } })

  return {
    salesChannelId: salesChannel.id,
    shippingProfileId: shippingProfile.id,
    warehouseId: warehouse.id,
    shopId: shop.id,
    storeIds: [shop.id, secondStore.id],
  }
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
