import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { OperationCode, PartQuality } from "@electroshop/contracts/service"
import { BUYOUT_MODULE } from "../../modules/buyout"
import type BuyoutModuleService from "../../modules/buyout/service"
import { SERVICE_MODULE } from "../../modules/service"
import type ServiceModuleService from "../../modules/service/service"
import { MODELS, priceIn, type ModelSeed, type TypeKey } from "./buyout"
import type { Lang, Text } from "./catalogue"

/**
 * Demo price lists of the service: for every demo device model the usual
 * repairs (display, battery, back glass per colour, charging port, cameras,
 * software, …) with an original and a compatible part where both exist.
 * Prices follow the device's price class (its best buy-out price), written
 * in CZK and converted like the buy-out's (RON about CZK / 5). Runs only
 * while the service has no operation; it also flags the centres that repair.
 */

type Template = {
  code: OperationCode
  name: Text
  description: Text
  types: TypeKey[]
  minutes: number
  /** Price of the original part and labour in CZK: base + share of the device's top buy-out price. */
  base: number
  share: number
  /** Price of the compatible part as a share of the original; none when only the original is offered. */
  compatible?: number
  warranty: [original: number, compatible: number]
  /** One operation per colour (the part has the device's colour). */
  perColour?: boolean
}

const ALL_TYPES: TypeKey[] = ["phone", "tablet", "watch"]

const TEMPLATES: Template[] = [
  {
    code: "display",
    types: ALL_TYPES,
    minutes: 60,
    base: 1500,
    share: 0.28,
    compatible: 0.6,
    warranty: [12, 6],
    name: { cs: "Výměna displeje", ro: "Înlocuire ecran" },
    description: {
      cs: "Prasklý nebo nereagující displej, vadné podsvícení. Cena včetně dílu a práce.",
      ro: "Ecran spart sau care nu răspunde, iluminare defectă. Prețul include piesa și manopera.",
    },
  },
  {
    code: "battery",
    types: ALL_TYPES,
    minutes: 45,
    base: 900,
    share: 0.05,
    compatible: 0.7,
    warranty: [12, 6],
    name: { cs: "Výměna baterie", ro: "Înlocuire baterie" },
    description: { cs: "Rychlé vybíjení, nafouklá baterie nebo kondice pod 80 %.", ro: "Descărcare rapidă, baterie umflată sau capacitate sub 80 %." },
  },
  {
    code: "back_glass",
    types: ["phone"],
    minutes: 120,
    base: 900,
    share: 0.12,
    compatible: 0.65,
    warranty: [12, 6],
    perColour: true,
    name: { cs: "Výměna zadního skla", ro: "Înlocuire sticlă spate" },
    description: { cs: "Prasklá záda telefonu; díl v barvě zařízení.", ro: "Spatele telefonului crăpat; piesă în culoarea dispozitivului." },
  },
  {
    code: "charging_port",
    types: ["phone", "tablet"],
    minutes: 60,
    base: 700,
    share: 0.04,
    compatible: 0.7,
    warranty: [12, 6],
    name: { cs: "Výměna nabíjecího konektoru", ro: "Înlocuire mufă de încărcare" },
    description: { cs: "Zařízení nenabíjí nebo kabel drží volně.", ro: "Dispozitivul nu se încarcă sau cablul nu stă fix." },
  },
  {
    code: "camera",
    types: ["phone", "tablet"],
    minutes: 60,
    base: 1000,
    share: 0.12,
    compatible: 0.7,
    warranty: [12, 6],
    name: { cs: "Výměna zadního fotoaparátu", ro: "Înlocuire cameră spate" },
    description: {
      cs: "Rozmazané snímky, nefunkční ostření nebo prasklé sklíčko fotoaparátu.",
      ro: "Poze neclare, focalizare defectă sau sticla camerei spartă.",
    },
  },
  {
    code: "camera",
    types: ["phone", "tablet"],
    minutes: 45,
    base: 700,
    share: 0.05,
    warranty: [12, 0],
    name: { cs: "Výměna předního fotoaparátu", ro: "Înlocuire cameră frontală" },
    description: { cs: "Nefunkční selfie kamera nebo videohovory bez obrazu.", ro: "Camera frontală nu funcționează sau apelurile video sunt fără imagine." },
  },
  {
    code: "other",
    types: ["phone", "tablet"],
    minutes: 45,
    base: 600,
    share: 0.03,
    compatible: 0.7,
    warranty: [12, 6],
    name: { cs: "Výměna reproduktoru", ro: "Înlocuire difuzor" },
    description: { cs: "Tichý, chrčící nebo nefunkční reproduktor.", ro: "Difuzor încet, cu zgomote sau nefuncțional." },
  },
  {
    code: "software",
    types: ALL_TYPES,
    minutes: 60,
    base: 490,
    share: 0,
    warranty: [3, 0],
    name: { cs: "Instalace softwaru a obnova systému", ro: "Instalare software și restaurare sistem" },
    description: {
      cs: "Zařízení se zasekává, restartuje nebo nejde aktualizovat. Bez výměny dílů.",
      ro: "Dispozitivul se blochează, repornește sau nu se actualizează. Fără înlocuire de piese.",
    },
  },
  {
    code: "software",
    types: ["phone", "tablet"],
    minutes: 90,
    base: 690,
    share: 0,
    warranty: [0, 0],
    name: { cs: "Záloha a přenos dat", ro: "Backup și transfer de date" },
    description: { cs: "Přeneseme kontakty, fotky a aplikace do nového zařízení.", ro: "Transferăm contactele, pozele și aplicațiile pe noul dispozitiv." },
  },
  {
    code: "other",
    types: ALL_TYPES,
    minutes: 30,
    base: 390,
    share: 0,
    warranty: [0, 0],
    name: { cs: "Diagnostika po kontaktu s vodou", ro: "Diagnosticare după contactul cu apa" },
    description: {
      cs: "Vyčištění a posouzení poškození; při opravě se cena diagnostiky odečte.",
      ro: "Curățare și evaluarea daunelor; la reparație, prețul diagnosticării se scade.",
    },
  },
]

/** Whole crowns rounded to 10 with the usual "…90" ending, then the variant's currency. */
const price = (lang: Lang, czk: number) => priceIn(lang, Math.max(100, Math.round(czk / 100) * 100 - 10))

function partOptions(lang: Lang, template: Template, model: ModelSeed) {
  const original = template.base + template.share * model.topCzk
  const options: { quality: PartQuality; price: number; warranty_months: number }[] = [
    { quality: "original", price: price(lang, original), warranty_months: template.warranty[0] },
  ]
  if (template.compatible) {
    options.push({ quality: "compatible", price: price(lang, original * template.compatible), warranty_months: template.warranty[1] })
  }
  return options
}

export async function seedService(container: MedusaContainer, lang: Lang) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const service = container.resolve<ServiceModuleService>(SERVICE_MODULE)
  const buyout = container.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const [, existing] = await service.listAndCountServiceOperations({}, { take: 1 })
  if (existing > 0) return

  const models = await buyout.listBuyoutDeviceModels({ value: MODELS.map((m) => m.value) }, { relations: ["colors"] })
  const byValue = new Map(models.map((m: any) => [m.value, m]))
  const operations = MODELS.flatMap((seed) => {
    const model: any = byValue.get(seed.value)
    if (!model) return []
    const colours = [...model.colors].sort((a: any, b: any) => a.position - b.position)
    return TEMPLATES.filter((t) => t.types.includes(seed.type)).flatMap((template, position) =>
      (template.perColour ? colours : [null]).map((colour: any) => ({
        device_model_id: model.id,
        color_id: colour?.id ?? null,
        code: template.code,
        name: colour ? `${template.name[lang]} – ${colour.label.toLowerCase()}` : template.name[lang],
        description: template.description[lang],
        duration_minutes: template.minutes,
        position,
        part_options: partOptions(lang, template, seed),
      })),
    )
  })
  if (!operations.length) return
  logger.info(`Seeding the service price lists (${operations.length} operations)…`)
  await service.createOperationsWithParts(operations)

  // The first two branches also repair; the rest only buy.
  const centers = await buyout.listBuyoutCenters({}, { order: { position: "ASC" } })
  if (centers.length && !centers.some((c: any) => c.offers_service)) {
    await buyout.updateBuyoutCenters(centers.slice(0, 2).map((c) => ({ id: c.id, offers_service: true })) as any)
  }
  logger.info(`Service price lists ready: ${operations.length} operations for ${byValue.size} models.`)
}
