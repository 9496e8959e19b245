import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { QUALITIES, type Quality } from "@electroshop/domain"
import { BUYOUT_MODULE } from "../../modules/buyout"
import type BuyoutModuleService from "../../modules/buyout/service"
import type { Lang, Text } from "./catalogue"

/**
 * Demo data of the device buy-out: device types, manufacturers, 38 models
 * (phones, tablets, smart watches) with colours, 2–5 grades each, a
 * questionnaire per device type (display, body, battery, original charger,
 * functions, activation lock) and buy-out centres. Prices are written in CZK;
 * the Romanian shop gets RON (about CZK / 5). Runs only while the buy-out
 * tables are empty, so existing databases get it on the next start.
 */

export type TypeKey = "phone" | "tablet" | "watch"

const TYPES: { key: TypeKey; value: Text; label: Text; usedCategory: Text }[] = [
  {
    key: "phone",
    value: { cs: "telefony", ro: "telefoane" },
    label: { cs: "Mobilní telefony", ro: "Telefoane mobile" },
    usedCategory: { cs: "pouzite-telefony", ro: "telefoane-second-hand" },
  },
  { key: "tablet", value: { cs: "tablety", ro: "tablete" }, label: { cs: "Tablety", ro: "Tablete" }, usedCategory: { cs: "tablety", ro: "tablete" } },
  {
    key: "watch",
    value: { cs: "chytre-hodinky", ro: "ceasuri-inteligente" },
    label: { cs: "Chytré hodinky", ro: "Ceasuri inteligente" },
    usedCategory: { cs: "chytre-hodinky", ro: "ceasuri-inteligente" },
  },
]
/** A type the shop does not buy (yet): present to show the `for_buyout` flag. */
const NOT_BOUGHT = { key: "laptop", value: { cs: "notebooky", ro: "laptopuri" }, label: { cs: "Notebooky", ro: "Laptopuri" } }

/**
 * Databases seeded before device types carried their code (`type_device`,
 * matched with the type categories' `type_device`) get it for the demo types;
 * a code staff already set is kept.
 */
async function fillDeviceCodes(service: BuyoutModuleService, lang: Lang) {
  const codeOf = new Map([...TYPES, NOT_BOUGHT].map((t) => [t.value[lang], t.key]))
  const missing = await service.listBuyoutDeviceTypes({ type_device: null, value: [...codeOf.keys()] })
  if (!missing.length) return
  await service.updateBuyoutDeviceTypes(missing.map((t) => ({ id: t.id, type_device: codeOf.get(t.value)! })))
}

const MANUFACTURERS: [string, string][] = [
  ["apple", "Apple"],
  ["samsung", "Samsung"],
  ["xiaomi", "Xiaomi"],
  ["google", "Google"],
  ["motorola", "Motorola"],
  ["lenovo", "Lenovo"],
  ["garmin", "Garmin"],
]

const COLOURS: Record<string, { cs: string; ro: string; hex: string }> = {
  black: { cs: "Černá", ro: "Negru", hex: "#1f2328" },
  white: { cs: "Bílá", ro: "Alb", hex: "#f2f2ef" },
  blue: { cs: "Modrá", ro: "Albastru", hex: "#3b6ea8" },
  green: { cs: "Zelená", ro: "Verde", hex: "#4d7c5b" },
  pink: { cs: "Růžová", ro: "Roz", hex: "#e8a7b8" },
  silver: { cs: "Stříbrná", ro: "Argintiu", hex: "#c7c9cc" },
  gold: { cs: "Zlatá", ro: "Auriu", hex: "#d4b27a" },
  titanium: { cs: "Titanová", ro: "Titan", hex: "#8a8580" },
  purple: { cs: "Fialová", ro: "Mov", hex: "#8e7cc3" },
  red: { cs: "Červená", ro: "Roșu", hex: "#b3262e" },
  midnight: { cs: "Temně inkoustová", ro: "Miezul nopții", hex: "#232a35" },
  starlight: { cs: "Hvězdně bílá", ro: "Lumina stelelor", hex: "#ece6da" },
  graphite: { cs: "Grafitová", ro: "Grafit", hex: "#4a4a4c" },
}

export type ModelSeed = {
  value: string
  label: string
  type: TypeKey
  manufacturer: string
  /** Price of the best grade the model has, in CZK. */
  topCzk: number
  grades: Quality[]
  colours: (keyof typeof COLOURS)[]
  /** Handle of the product the shop sells, linked when it exists. */
  product?: string
}

const ALL: Quality[] = [...QUALITIES]
export const MODELS: ModelSeed[] = [
  // Phones
  {
    value: "iphone-16-pro",
    label: "iPhone 16 Pro",
    type: "phone",
    manufacturer: "apple",
    topCzk: 21500,
    grades: ALL,
    colours: ["titanium", "black", "white"],
    product: "apple-iphone-16-pro",
  },
  {
    value: "iphone-16",
    label: "iPhone 16",
    type: "phone",
    manufacturer: "apple",
    topCzk: 15200,
    grades: ALL,
    colours: ["black", "white", "pink", "blue"],
    product: "apple-iphone-16",
  },
  {
    value: "iphone-15-pro",
    label: "iPhone 15 Pro",
    type: "phone",
    manufacturer: "apple",
    topCzk: 16800,
    grades: ["A+", "A", "B", "C"],
    colours: ["titanium", "black", "blue"],
  },
  {
    value: "iphone-15",
    label: "iPhone 15",
    type: "phone",
    manufacturer: "apple",
    topCzk: 12400,
    grades: ALL,
    colours: ["black", "blue", "green", "pink"],
    product: "apple-iphone-15",
  },
  {
    value: "iphone-14",
    label: "iPhone 14",
    type: "phone",
    manufacturer: "apple",
    topCzk: 9800,
    grades: ALL,
    colours: ["midnight", "starlight", "blue", "purple"],
  },
  {
    value: "iphone-13",
    label: "iPhone 13",
    type: "phone",
    manufacturer: "apple",
    topCzk: 7600,
    grades: ["A", "B", "C", "D"],
    colours: ["black", "white", "pink", "blue"],
  },
  { value: "iphone-12", label: "iPhone 12", type: "phone", manufacturer: "apple", topCzk: 5200, grades: ["A", "B", "C"], colours: ["black", "white", "blue"] },
  {
    value: "iphone-se-2022",
    label: "iPhone SE (2022)",
    type: "phone",
    manufacturer: "apple",
    topCzk: 3900,
    grades: ["B", "C", "D"],
    colours: ["midnight", "starlight", "red"],
  },
  { value: "iphone-11", label: "iPhone 11", type: "phone", manufacturer: "apple", topCzk: 3400, grades: ["B", "C"], colours: ["black", "white"] },
  {
    value: "galaxy-s25-ultra",
    label: "Galaxy S25 Ultra",
    type: "phone",
    manufacturer: "samsung",
    topCzk: 20500,
    grades: ALL,
    colours: ["titanium", "black", "silver"],
    product: "samsung-galaxy-s25-ultra",
  },
  {
    value: "galaxy-s25",
    label: "Galaxy S25",
    type: "phone",
    manufacturer: "samsung",
    topCzk: 13600,
    grades: ["A+", "A", "B", "C"],
    colours: ["black", "blue", "silver"],
    product: "samsung-galaxy-s25",
  },
  { value: "galaxy-s24", label: "Galaxy S24", type: "phone", manufacturer: "samsung", topCzk: 10400, grades: ALL, colours: ["black", "purple", "gold"] },
  {
    value: "galaxy-s23",
    label: "Galaxy S23",
    type: "phone",
    manufacturer: "samsung",
    topCzk: 7900,
    grades: ["A", "B", "C", "D"],
    colours: ["black", "green", "pink"],
  },
  {
    value: "galaxy-a55",
    label: "Galaxy A55 5G",
    type: "phone",
    manufacturer: "samsung",
    topCzk: 4700,
    grades: ["A+", "A", "B"],
    colours: ["black", "blue", "purple"],
  },
  { value: "galaxy-a35", label: "Galaxy A35 5G", type: "phone", manufacturer: "samsung", topCzk: 3300, grades: ["A", "B", "C"], colours: ["black", "blue"] },
  {
    value: "galaxy-z-flip6",
    label: "Galaxy Z Flip6",
    type: "phone",
    manufacturer: "samsung",
    topCzk: 12900,
    grades: ["A+", "A", "B"],
    colours: ["blue", "green", "silver"],
  },
  {
    value: "xiaomi-15",
    label: "Xiaomi 15",
    type: "phone",
    manufacturer: "xiaomi",
    topCzk: 13900,
    grades: ["A+", "A", "B", "C"],
    colours: ["black", "white", "green"],
    product: "xiaomi-15",
  },
  {
    value: "redmi-note-13-pro",
    label: "Redmi Note 13 Pro",
    type: "phone",
    manufacturer: "xiaomi",
    topCzk: 3800,
    grades: ["A", "B", "C"],
    colours: ["black", "purple", "blue"],
  },
  {
    value: "pixel-9",
    label: "Pixel 9",
    type: "phone",
    manufacturer: "google",
    topCzk: 12300,
    grades: ALL,
    colours: ["black", "pink", "green"],
    product: "google-pixel-9",
  },
  { value: "pixel-8", label: "Pixel 8", type: "phone", manufacturer: "google", topCzk: 7400, grades: ["A", "B", "C", "D"], colours: ["black", "white"] },
  { value: "moto-edge-50", label: "moto edge 50", type: "phone", manufacturer: "motorola", topCzk: 4200, grades: ["A", "B", "C"], colours: ["black", "green"] },
  // Tablets
  {
    value: "ipad-pro-11-m4",
    label: 'iPad Pro 11" M4',
    type: "tablet",
    manufacturer: "apple",
    topCzk: 19800,
    grades: ["A+", "A", "B", "C"],
    colours: ["black", "silver"],
  },
  {
    value: "ipad-air-11-m2",
    label: 'iPad Air 11" M2',
    type: "tablet",
    manufacturer: "apple",
    topCzk: 11200,
    grades: ALL,
    colours: ["blue", "purple", "starlight", "graphite"],
  },
  { value: "ipad-10", label: "iPad (10. gen.)", type: "tablet", manufacturer: "apple", topCzk: 6400, grades: ALL, colours: ["silver", "blue", "pink"] },
  {
    value: "ipad-9",
    label: "iPad (9. gen.)",
    type: "tablet",
    manufacturer: "apple",
    topCzk: 4100,
    grades: ["A", "B", "C", "D"],
    colours: ["silver", "graphite"],
  },
  {
    value: "galaxy-tab-s10-fe",
    label: "Galaxy Tab S10 FE",
    type: "tablet",
    manufacturer: "samsung",
    topCzk: 7300,
    grades: ["A+", "A", "B"],
    colours: ["silver", "blue"],
    product: "samsung-galaxy-tab-s10-fe",
  },
  {
    value: "galaxy-tab-s9",
    label: "Galaxy Tab S9",
    type: "tablet",
    manufacturer: "samsung",
    topCzk: 9600,
    grades: ["A+", "A", "B", "C"],
    colours: ["graphite", "silver"],
  },
  {
    value: "galaxy-tab-a9-plus",
    label: "Galaxy Tab A9+",
    type: "tablet",
    manufacturer: "samsung",
    topCzk: 2900,
    grades: ["A", "B", "C"],
    colours: ["graphite", "silver"],
    product: "samsung-galaxy-tab-a9-plus",
  },
  {
    value: "xiaomi-pad-6",
    label: "Xiaomi Pad 6",
    type: "tablet",
    manufacturer: "xiaomi",
    topCzk: 4300,
    grades: ["A", "B", "C"],
    colours: ["graphite", "blue"],
  },
  {
    value: "lenovo-tab-p12",
    label: "Tab P12",
    type: "tablet",
    manufacturer: "lenovo",
    topCzk: 3900,
    grades: ["A", "B"],
    colours: ["silver"],
    product: "lenovo-tab-p12",
  },
  // Smart watches
  {
    value: "apple-watch-ultra-2",
    label: "Watch Ultra 2",
    type: "watch",
    manufacturer: "apple",
    topCzk: 14200,
    grades: ["A+", "A", "B", "C"],
    colours: ["titanium", "black"],
  },
  {
    value: "apple-watch-series-10",
    label: "Watch Series 10",
    type: "watch",
    manufacturer: "apple",
    topCzk: 7600,
    grades: ALL,
    colours: ["black", "silver", "pink"],
    product: "apple-watch-series-10",
  },
  {
    value: "apple-watch-series-9",
    label: "Watch Series 9",
    type: "watch",
    manufacturer: "apple",
    topCzk: 5600,
    grades: ["A", "B", "C", "D"],
    colours: ["midnight", "starlight", "red"],
  },
  {
    value: "apple-watch-se-2",
    label: "Watch SE (2. gen.)",
    type: "watch",
    manufacturer: "apple",
    topCzk: 3400,
    grades: ["A+", "A", "B", "C"],
    colours: ["midnight", "starlight", "silver"],
    product: "apple-watch-se",
  },
  {
    value: "galaxy-watch7",
    label: "Galaxy Watch7",
    type: "watch",
    manufacturer: "samsung",
    topCzk: 4300,
    grades: ["A+", "A", "B"],
    colours: ["green", "silver"],
    product: "samsung-galaxy-watch-7",
  },
  {
    value: "galaxy-watch6",
    label: "Galaxy Watch6",
    type: "watch",
    manufacturer: "samsung",
    topCzk: 2800,
    grades: ["A", "B", "C"],
    colours: ["graphite", "silver"],
  },
  {
    value: "garmin-fenix-7",
    label: "fēnix 7",
    type: "watch",
    manufacturer: "garmin",
    topCzk: 6900,
    grades: ["A+", "A", "B", "C", "D"],
    colours: ["black", "silver"],
  },
  {
    value: "garmin-venu-3",
    label: "Venu 3",
    type: "watch",
    manufacturer: "garmin",
    topCzk: 6100,
    grades: ["A", "B", "C"],
    colours: ["black", "white"],
    product: "garmin-venu-3",
  },
]

const GRADE_FACTOR: Record<Quality, number> = { "A+": 1, A: 0.9, B: 0.78, C: 0.62, D: 0.45 }

/** An answer: the grade it stands for (mapped to the model's nearest grade), "best" grade of the model, or not bought. */
type Leads = Quality | "best" | "none"
type ChoiceSeed = { label: Text; leads: Leads; correction?: number /* share of the top price, negative */ }
type ConditionSeed = { name: Text; type: "quality" | "common"; kind?: "charger" | "battery"; choices: ChoiceSeed[] }

const display: ConditionSeed = {
  name: { cs: "Displej", ro: "Ecran" },
  type: "quality",
  choices: [
    { label: { cs: "Bez škrábanců, jako nový", ro: "Fără zgârieturi, ca nou" }, leads: "A+" },
    { label: { cs: "Jemné škrábance viditelné jen pod úhlem", ro: "Zgârieturi fine, vizibile doar din unghi" }, leads: "A" },
    { label: { cs: "Viditelné škrábance", ro: "Zgârieturi vizibile" }, leads: "B" },
    { label: { cs: "Hluboké škrábance nebo vypálený obraz", ro: "Zgârieturi adânci sau imagine arsă" }, leads: "C" },
    { label: { cs: "Prasklý displej (dotyk funguje)", ro: "Ecran crăpat (touch-ul funcționează)" }, leads: "D" },
  ],
}

const body = (what: Text): ConditionSeed => ({
  name: what,
  type: "quality",
  choices: [
    { label: { cs: "Bez známek používání", ro: "Fără urme de utilizare" }, leads: "A+" },
    { label: { cs: "Drobné oděrky", ro: "Zgârieturi mărunte" }, leads: "A" },
    { label: { cs: "Viditelné oděrky", ro: "Zgârieturi vizibile" }, leads: "B" },
    { label: { cs: "Promáčkliny nebo hluboké rýhy", ro: "Lovituri sau zgârieturi adânci" }, leads: "C" },
    { label: { cs: "Prasklá záda nebo ohnutý rám", ro: "Spate crăpat sau ramă îndoită" }, leads: "D" },
  ],
})

const battery: ConditionSeed = {
  name: { cs: "Kondice baterie", ro: "Starea bateriei" },
  type: "quality",
  kind: "battery",
  choices: [
    { label: { cs: "Kapacita 85 % a více", ro: "Capacitate de 85 % sau mai mult" }, leads: "best" },
    { label: { cs: "Kapacita 80–84 %", ro: "Capacitate 80–84 %" }, leads: "best", correction: -0.05 },
    { label: { cs: "Kapacita pod 80 % nebo nevím", ro: "Capacitate sub 80 % sau nu știu" }, leads: "best", correction: -0.12 },
  ],
}

const charger: ConditionSeed = {
  name: { cs: "Originální nabíječka a kabel", ro: "Încărcător și cablu originale" },
  type: "quality",
  kind: "charger",
  choices: [
    { label: { cs: "Ano, přiložím originální nabíječku", ro: "Da, includ încărcătorul original" }, leads: "best" },
    { label: { cs: "Ne, bez nabíječky", ro: "Nu, fără încărcător" }, leads: "best", correction: -0.03 },
  ],
}

const activationLock: ConditionSeed = {
  name: { cs: "Zámek aktivace (Najít / účet Google či Samsung)", ro: "Blocarea activării (Găsește / cont Google sau Samsung)" },
  type: "common",
  choices: [
    { label: { cs: "Vypnutý, zařízení je odhlášené", ro: "Dezactivată, dispozitivul este deconectat" }, leads: "best" },
    { label: { cs: "Nelze vypnout", ro: "Nu poate fi dezactivată" }, leads: "none" },
  ],
}

const QUESTIONNAIRES: Record<TypeKey, ConditionSeed[]> = {
  phone: [
    display,
    body({ cs: "Tělo, záda a rám", ro: "Carcasa, spatele și rama" }),
    battery,
    charger,
    {
      name: { cs: "Funkčnost", ro: "Funcționalitate" },
      type: "common",
      choices: [
        { label: { cs: "Vše funguje", ro: "Totul funcționează" }, leads: "best" },
        { label: { cs: "Nefunguje Face ID nebo čtečka otisků", ro: "Nu funcționează Face ID sau senzorul de amprentă" }, leads: "best", correction: -0.2 },
        {
          label: { cs: "Nefunguje fotoaparát, mikrofon nebo reproduktor", ro: "Nu funcționează camera, microfonul sau difuzorul" },
          leads: "best",
          correction: -0.15,
        },
        { label: { cs: "Nejde zapnout nebo byl ve vodě", ro: "Nu pornește sau a fost în apă" }, leads: "none" },
      ],
    },
    activationLock,
  ],
  tablet: [
    display,
    body({ cs: "Tělo a rám", ro: "Carcasa și rama" }),
    battery,
    charger,
    {
      name: { cs: "Funkčnost", ro: "Funcționalitate" },
      type: "common",
      choices: [
        { label: { cs: "Vše funguje", ro: "Totul funcționează" }, leads: "best" },
        {
          label: { cs: "Nefungují tlačítka, konektor nebo reproduktor", ro: "Nu funcționează butoanele, conectorul sau difuzorul" },
          leads: "best",
          correction: -0.15,
        },
        { label: { cs: "Nejde zapnout", ro: "Nu pornește" }, leads: "none" },
      ],
    },
    activationLock,
  ],
  watch: [
    display,
    body({ cs: "Pouzdro a řemínek", ro: "Carcasa și cureaua" }),
    battery,
    { ...charger, name: { cs: "Originální nabíjecí kabel", ro: "Cablu de încărcare original" } },
    {
      name: { cs: "Funkčnost", ro: "Funcționalitate" },
      type: "common",
      choices: [
        { label: { cs: "Vše funguje", ro: "Totul funcționează" }, leads: "best" },
        { label: { cs: "Nefunguje měření tepu nebo GPS", ro: "Nu funcționează pulsul sau GPS-ul" }, leads: "best", correction: -0.2 },
        { label: { cs: "Nejde zapnout", ro: "Nu pornește" }, leads: "none" },
      ],
    },
    activationLock,
  ],
}

const CENTERS: Record<
  Lang,
  { name: string; street: string; city: string; postcode: string; phone: string; email: string; opening_hours: { days: string; hours: string }[] }[]
> = {
  cs: [
    {
      name: "ElektroShop Praha – Florenc",
      street: "Křižíkova 2",
      city: "Praha 8",
      postcode: "186 00",
      phone: "+420 222 111 333",
      email: "vykup.praha@electroshop.local",
      opening_hours: [
        { days: "Po–Pá", hours: "9:00–19:00" },
        { days: "So", hours: "9:00–13:00" },
      ],
    },
    {
      name: "ElektroShop Brno – centrum",
      street: "Masarykova 15",
      city: "Brno",
      postcode: "602 00",
      phone: "+420 533 111 222",
      email: "vykup.brno@electroshop.local",
      opening_hours: [
        { days: "Po–Pá", hours: "9:00–18:00" },
        { days: "So", hours: "9:00–12:00" },
      ],
    },
    {
      name: "ElektroShop Ostrava",
      street: "Nádražní 42",
      city: "Ostrava",
      postcode: "702 00",
      phone: "+420 596 111 444",
      email: "vykup.ostrava@electroshop.local",
      opening_hours: [{ days: "Po–Pá", hours: "10:00–18:00" }],
    },
  ],
  ro: [
    {
      name: "ElektroShop București – Unirii",
      street: "Bulevardul Unirii 27",
      city: "București",
      postcode: "030823",
      phone: "+40 21 311 2233",
      email: "vanzare.bucuresti@electroshop.local",
      opening_hours: [
        { days: "Luni–Vineri", hours: "9:00–19:00" },
        { days: "Sâmbătă", hours: "10:00–14:00" },
      ],
    },
    {
      name: "ElektroShop Cluj-Napoca",
      street: "Strada Memorandumului 12",
      city: "Cluj-Napoca",
      postcode: "400114",
      phone: "+40 264 311 444",
      email: "vanzare.cluj@electroshop.local",
      opening_hours: [
        { days: "Luni–Vineri", hours: "9:00–18:00" },
        { days: "Sâmbătă", hours: "10:00–13:00" },
      ],
    },
    {
      name: "ElektroShop Iași",
      street: "Bulevardul Ștefan cel Mare și Sfânt 8",
      city: "Iași",
      postcode: "700063",
      phone: "+40 232 311 555",
      email: "vanzare.iasi@electroshop.local",
      opening_hours: [{ days: "Luni–Vineri", hours: "10:00–18:00" }],
    },
  ],
}

/** CZK → the deployment's currency: whole crowns, or lei rounded to 5 (about CZK / 5). */
export const priceIn = (lang: Lang, czk: number) => (lang === "cs" ? Math.round(czk / 10) * 10 : Math.round(czk / 5 / 5) * 5)

/** The model's grade for an answer's nominal grade: that one or the nearest worse it has; none when only better ones exist. */
function gradeFor(nominal: Quality, grades: Quality[]): Quality | null {
  for (let i = QUALITIES.indexOf(nominal); i < QUALITIES.length; i++) {
    if (grades.includes(QUALITIES[i])) return QUALITIES[i]
  }
  return null
}

export async function seedBuyout(container: MedusaContainer, lang: Lang) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const service = container.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const [, existing] = await service.listAndCountBuyoutDeviceTypes({}, { take: 1 })
  if (existing > 0) return fillDeviceCodes(service, lang)

  logger.info(`Seeding the buy-out catalogue (${MODELS.length} models) and buy-out centres…`)
  const types = await service.createBuyoutDeviceTypes([
    ...TYPES.map((type, position) => ({ value: type.value[lang], label: type.label[lang], type_device: type.key, for_buyout: true, position })),
    { value: NOT_BOUGHT.value[lang], label: NOT_BOUGHT.label[lang], type_device: NOT_BOUGHT.key, for_buyout: false, position: TYPES.length },
  ])
  const typeId = new Map(TYPES.map((type, i) => [type.key, types[i].id]))
  const manufacturers = await service.createBuyoutManufacturers(MANUFACTURERS.map(([value, label], position) => ({ value, label, position })))
  const manufacturerId = new Map(manufacturers.map((m) => [m.value, m.id]))

  const models = await service.createBuyoutDeviceModels(
    MODELS.map((m, position) => ({
      value: m.value,
      label: m.label,
      position,
      device_type_id: typeId.get(m.type)!,
      manufacturer_id: manufacturerId.get(m.manufacturer)!,
      minimal_buyout_price: priceIn(lang, Math.max(200, Math.round((m.topCzk * 0.08) / 50) * 50)),
      // Trading in a device the shop also sells earns a bonus on the next purchase.
      max_bonus_percent: m.product ? (m.topCzk >= 15000 ? 15 : 10) : null,
    })),
  )
  const manufacturerLabel = new Map(MANUFACTURERS)

  await service.createBuyoutColors(
    MODELS.flatMap((m, i) =>
      m.colours.map((colour, position) => ({
        device_model_id: models[i].id,
        value: `${m.value}-${colour}`,
        slug: colour,
        label: COLOURS[colour][lang],
        image_alt: `${manufacturerLabel.get(m.manufacturer)} ${m.label} – ${COLOURS[colour][lang].toLowerCase()}`,
        hex: COLOURS[colour].hex,
        position,
      })),
    ),
  )

  for (const [i, m] of MODELS.entries()) {
    const model = models[i]
    const type = TYPES.find((t) => t.key === m.type)!
    const top = GRADE_FACTOR[m.grades[0]]
    const results = await service.createBuyoutAppraisalResults(
      m.grades.map((grade) => ({
        device_model_id: model.id,
        quality: grade,
        price: priceIn(lang, (m.topCzk * GRADE_FACTOR[grade]) / top),
        url: `/${type.usedCategory[lang]}?quality=${encodeURIComponent(grade)}`,
      })),
    )
    const resultId = new Map(results.map((r) => [r.quality as Quality, r.id]))
    const best = resultId.get(m.grades[0])!
    const leadTo = (leads: Leads): number | null => {
      if (leads === "none") return null
      if (leads === "best") return best
      const grade = gradeFor(leads, m.grades)
      return grade ? resultId.get(grade)! : null
    }
    await service.createBuyoutDeviceConditions(
      QUESTIONNAIRES[m.type].map((condition, position) => ({
        device_model_id: model.id,
        name: condition.name[lang],
        type: condition.type,
        kind: condition.kind ?? null,
        position,
        choices: condition.choices.map((choice, choicePosition) => ({
          label: choice.label[lang],
          appraisal_result_id: leadTo(choice.leads),
          price_correction: choice.correction ? -priceIn(lang, Math.abs(choice.correction) * m.topCzk) : 0,
          position: choicePosition,
        })),
      })) as any,
    )
    await service.refreshAppraisalVersion(model.id)
  }

  await service.createBuyoutCenters(CENTERS[lang].map((center, position) => ({ ...center, country: lang === "cs" ? "cz" : "ro", position }) as any))

  // Link the models the shop also sells to their products (when the catalogue is seeded).
  const handles = MODELS.filter((m) => m.product).map((m) => m.product!)
  const products = await container.resolve(Modules.PRODUCT).listProducts({ handle: handles }, { select: ["id", "handle"] })
  const productByHandle = new Map(products.map((p) => [p.handle, p.id]))
  const links = MODELS.flatMap((m, i) =>
    m.product && productByHandle.has(m.product)
      ? [{ [BUYOUT_MODULE]: { buyout_device_model_id: models[i].id }, [Modules.PRODUCT]: { product_id: productByHandle.get(m.product)! } }]
      : [],
  )
  if (links.length) await container.resolve(ContainerRegistrationKeys.LINK).create(links)
  logger.info(`Buy-out catalogue ready: ${MODELS.length} models, ${CENTERS[lang].length} buy-out centres, ${links.length} product links.`)
}
