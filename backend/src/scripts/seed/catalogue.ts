import type { ProductQuality } from "@electroshop/contracts/catalog"
/**
 * The demo catalogue, written once for both variants: every text has a Czech
 * and a Romanian form, prices are in CZK and RON derives from it.
 */
export type Lang = "cs" | "ro"
export type Text = Record<Lang, string>
export type DeviceType = "phone" | "tablet" | "watch" | "accessory"
export type Quality = ProductQuality

export type CategorySeed = { key: string; name: Text; handle: Text; children?: CategorySeed[] }

export const CATEGORY_TREE: CategorySeed[] = [
  {
    key: "phones",
    name: { cs: "Mobilní telefony", ro: "Telefoane mobile" },
    handle: { cs: "telefony", ro: "telefoane" },
    children: [
      { key: "phones-apple", name: { cs: "Apple iPhone", ro: "Apple iPhone" }, handle: { cs: "telefony-apple", ro: "telefoane-apple" } },
      { key: "phones-samsung", name: { cs: "Samsung Galaxy", ro: "Samsung Galaxy" }, handle: { cs: "telefony-samsung", ro: "telefoane-samsung" } },
      { key: "phones-xiaomi", name: { cs: "Xiaomi", ro: "Xiaomi" }, handle: { cs: "telefony-xiaomi", ro: "telefoane-xiaomi" } },
      { key: "phones-google", name: { cs: "Google Pixel", ro: "Google Pixel" }, handle: { cs: "telefony-google", ro: "telefoane-google" } },
      { key: "phones-used", name: { cs: "Použité telefony", ro: "Telefoane second-hand" }, handle: { cs: "pouzite-telefony", ro: "telefoane-second-hand" } },
    ],
  },
  {
    key: "tablets",
    name: { cs: "Tablety", ro: "Tablete" },
    handle: { cs: "tablety", ro: "tablete" },
    children: [
      { key: "tablets-apple", name: { cs: "Apple iPad", ro: "Apple iPad" }, handle: { cs: "tablety-apple", ro: "tablete-apple" } },
      { key: "tablets-samsung", name: { cs: "Samsung Galaxy Tab", ro: "Samsung Galaxy Tab" }, handle: { cs: "tablety-samsung", ro: "tablete-samsung" } },
      { key: "tablets-other", name: { cs: "Ostatní tablety", ro: "Alte tablete" }, handle: { cs: "tablety-ostatni", ro: "tablete-altele" } },
    ],
  },
  {
    key: "watches",
    name: { cs: "Chytré hodinky", ro: "Ceasuri inteligente" },
    handle: { cs: "chytre-hodinky", ro: "ceasuri-inteligente" },
    children: [
      { key: "watches-apple", name: { cs: "Apple Watch", ro: "Apple Watch" }, handle: { cs: "hodinky-apple", ro: "ceasuri-apple" } },
      { key: "watches-samsung", name: { cs: "Samsung Galaxy Watch", ro: "Samsung Galaxy Watch" }, handle: { cs: "hodinky-samsung", ro: "ceasuri-samsung" } },
      { key: "watches-garmin", name: { cs: "Garmin", ro: "Garmin" }, handle: { cs: "hodinky-garmin", ro: "ceasuri-garmin" } },
    ],
  },
  {
    key: "accessories",
    name: { cs: "Příslušenství", ro: "Accesorii" },
    handle: { cs: "prislusenstvi", ro: "accesorii" },
    children: [
      { key: "acc-chargers", name: { cs: "Nabíječky a kabely", ro: "Încărcătoare și cabluri" }, handle: { cs: "nabijecky", ro: "incarcatoare" } },
      { key: "acc-cases", name: { cs: "Pouzdra a kryty", ro: "Huse și carcase" }, handle: { cs: "pouzdra", ro: "huse" } },
      { key: "acc-audio", name: { cs: "Sluchátka", ro: "Căști" }, handle: { cs: "sluchatka", ro: "casti" } },
      { key: "acc-power", name: { cs: "Powerbanky", ro: "Baterii externe" }, handle: { cs: "powerbanky", ro: "baterii-externe" } },
    ],
  },
]

export const COLOURS = {
  black: { name: { cs: "Černá", ro: "Negru" }, hex: "#1f2328" },
  white: { name: { cs: "Bílá", ro: "Alb" }, hex: "#f2f2ef" },
  blue: { name: { cs: "Modrá", ro: "Albastru" }, hex: "#3b6ea8" },
  green: { name: { cs: "Zelená", ro: "Verde" }, hex: "#4d7c5b" },
  pink: { name: { cs: "Růžová", ro: "Roz" }, hex: "#e8a7b8" },
  silver: { name: { cs: "Stříbrná", ro: "Argintiu" }, hex: "#c7c9cc" },
  gold: { name: { cs: "Zlatá", ro: "Auriu" }, hex: "#d4b27a" },
  titanium: { name: { cs: "Titanová", ro: "Titan" }, hex: "#8a8580" },
  purple: { name: { cs: "Fialová", ro: "Mov" }, hex: "#8e7cc3" },
} as const
export type Colour = keyof typeof COLOURS

export type ProductSeed = {
  handle: string
  title: Text
  manufacturer: string
  type: DeviceType
  quality: Quality
  categories: string[]
  /** Price in CZK of the cheapest variant, VAT included. */
  priceCzk: number
  colours: Colour[]
  /** Storage sizes in GB with their surcharge in CZK; absent for devices without choice. */
  storage?: [number, number][]
  /** Units in stock per variant; 0 makes the variant (or product) sold out. */
  stock: number
  popularity: number
  description: Text
}

const usedText = (model: string, q: Quality): Text => ({
  cs: `${model} – použitý, stav ${q}`,
  ro: `${model} – second-hand, stare ${q}`,
})

const usedDescription = (q: Quality): Text => {
  const cs: Record<string, string> = {
    "A+": "Jako nový, bez známek používání. Prověřeno technikem, záruka 24 měsíců.",
    A: "Minimální známky používání, plně funkční. Záruka 24 měsíců.",
    B: "Lehké škrábance na těle, displej bez vad. Záruka 12 měsíců.",
    C: "Viditelné známky používání, plně funkční. Záruka 12 měsíců.",
    D: "Výrazné známky používání, plně funkční. Záruka 6 měsíců.",
  }
  const ro: Record<string, string> = {
    "A+": "Ca nou, fără urme de utilizare. Verificat de tehnician, garanție 24 de luni.",
    A: "Urme minime de utilizare, complet funcțional. Garanție 24 de luni.",
    B: "Zgârieturi ușoare pe carcasă, ecran fără defecte. Garanție 12 luni.",
    C: "Urme vizibile de utilizare, complet funcțional. Garanție 12 luni.",
    D: "Urme pronunțate de utilizare, complet funcțional. Garanție 6 luni.",
  }
  return { cs: cs[q], ro: ro[q] }
}

const newPhone = (
  handle: string,
  title: string,
  manufacturer: string,
  category: string,
  priceCzk: number,
  colours: Colour[],
  storage: [number, number][],
  stock: number,
  popularity: number,
  description: Text,
): ProductSeed => ({
  handle,
  title: { cs: title, ro: title },
  manufacturer,
  type: "phone",
  quality: "new",
  categories: ["phones", category],
  priceCzk,
  colours,
  storage,
  stock,
  popularity,
  description,
})

/** Used devices of one model in several grades, as a refurbisher buys them in. */
const usedSeries = (
  baseHandle: string,
  model: string,
  manufacturer: string,
  type: DeviceType,
  categories: string[],
  newPriceCzk: number,
  colours: Colour[],
  grades: [Exclude<Quality, "new">, number][],
): ProductSeed[] => {
  const factor: Record<string, number> = { "A+": 0.82, A: 0.75, B: 0.66, C: 0.57, D: 0.47 }
  return grades.map(([q, stock], i) => ({
    handle: `${baseHandle}-${q === "A+" ? "a-plus" : q.toLowerCase()}`,
    title: usedText(model, q),
    manufacturer,
    type,
    quality: q,
    categories,
    priceCzk: Math.round((newPriceCzk * factor[q]) / 10) * 10 - 10,
    colours,
    stock,
    popularity: 40 - i,
    description: usedDescription(q),
  }))
}

export const PRODUCTS: ProductSeed[] = [
  newPhone(
    "apple-iphone-16",
    "Apple iPhone 16",
    "Apple",
    "phones-apple",
    22990,
    ["black", "white", "pink", "blue"],
    [
      [128, 0],
      [256, 3000],
      [512, 9000],
    ],
    12,
    100,
    {
      cs: '6,1" Super Retina XDR displej, čip A18, tlačítko Akce a fotoaparát 48 Mpx.',
      ro: 'Ecran Super Retina XDR de 6,1", cip A18, buton de acțiune și cameră de 48 MP.',
    },
  ),
  newPhone(
    "apple-iphone-16-pro",
    "Apple iPhone 16 Pro",
    "Apple",
    "phones-apple",
    29990,
    ["titanium", "black", "white"],
    [
      [128, 0],
      [256, 3000],
      [1024, 15000],
    ],
    6,
    95,
    { cs: "Titanové tělo, čip A18 Pro, trojitý fotoaparát s 5× zoomem.", ro: "Carcasă din titan, cip A18 Pro, triplă cameră cu zoom 5×." },
  ),
  newPhone(
    "apple-iphone-15",
    "Apple iPhone 15",
    "Apple",
    "phones-apple",
    18990,
    ["black", "blue", "green", "pink"],
    [
      [128, 0],
      [256, 3000],
    ],
    9,
    80,
    { cs: "Dynamic Island, USB-C a fotoaparát 48 Mpx.", ro: "Dynamic Island, USB-C și cameră de 48 MP." },
  ),
  newPhone(
    "apple-iphone-16e",
    "Apple iPhone 16e",
    "Apple",
    "phones-apple",
    16990,
    ["black", "white"],
    [
      [128, 0],
      [256, 3000],
    ],
    0,
    60,
    { cs: "Nejdostupnější iPhone s čipem A18. Momentálně vyprodáno.", ro: "Cel mai accesibil iPhone cu cip A18. Momentan epuizat." },
  ),
  newPhone(
    "samsung-galaxy-s25",
    "Samsung Galaxy S25",
    "Samsung",
    "phones-samsung",
    21990,
    ["black", "blue", "silver"],
    [
      [128, 0],
      [256, 1500],
    ],
    10,
    90,
    { cs: "Kompaktní vlajková loď se Snapdragon 8 Elite a Galaxy AI.", ro: "Flagship compact cu Snapdragon 8 Elite și Galaxy AI." },
  ),
  newPhone(
    "samsung-galaxy-s25-ultra",
    "Samsung Galaxy S25 Ultra",
    "Samsung",
    "phones-samsung",
    32990,
    ["titanium", "black", "silver"],
    [
      [256, 0],
      [512, 3000],
    ],
    4,
    85,
    { cs: "S Pen, 200 Mpx fotoaparát a titanový rám.", ro: "S Pen, cameră de 200 MP și ramă din titan." },
  ),
  newPhone(
    "samsung-galaxy-a56",
    "Samsung Galaxy A56 5G",
    "Samsung",
    "phones-samsung",
    9990,
    ["black", "pink", "green"],
    [
      [128, 0],
      [256, 1000],
    ],
    25,
    88,
    { cs: "Odolný střední třída s 6 lety aktualizací.", ro: "Telefon mid-range rezistent, cu 6 ani de actualizări." },
  ),
  newPhone("samsung-galaxy-a16", "Samsung Galaxy A16", "Samsung", "phones-samsung", 4490, ["black", "blue"], [[128, 0]], 30, 70, {
    cs: "Dostupný telefon s velkým displejem a baterií 5000 mAh.",
    ro: "Telefon accesibil cu ecran mare și baterie de 5000 mAh.",
  }),
  newPhone(
    "xiaomi-redmi-note-14-pro",
    "Xiaomi Redmi Note 14 Pro",
    "Xiaomi",
    "phones-xiaomi",
    8490,
    ["black", "purple", "blue"],
    [
      [256, 0],
      [512, 1500],
    ],
    15,
    75,
    { cs: "AMOLED 120 Hz, 200 Mpx fotoaparát a rychlé nabíjení 45 W.", ro: "AMOLED 120 Hz, cameră 200 MP și încărcare rapidă 45 W." },
  ),
  newPhone(
    "xiaomi-15",
    "Xiaomi 15",
    "Xiaomi",
    "phones-xiaomi",
    22490,
    ["black", "white", "green"],
    [
      [256, 0],
      [512, 2000],
    ],
    3,
    65,
    { cs: "Optika Leica a Snapdragon 8 Elite v kompaktním těle.", ro: "Optică Leica și Snapdragon 8 Elite într-un corp compact." },
  ),
  newPhone(
    "google-pixel-9",
    "Google Pixel 9",
    "Google",
    "phones-google",
    19990,
    ["black", "pink", "green"],
    [
      [128, 0],
      [256, 2500],
    ],
    7,
    72,
    { cs: "Čistý Android, Gemini a 7 let aktualizací.", ro: "Android curat, Gemini și 7 ani de actualizări." },
  ),
  newPhone("google-pixel-9a", "Google Pixel 9a", "Google", "phones-google", 12490, ["black", "purple"], [[128, 0]], 0, 55, {
    cs: "Nejlepší fotoaparát ve své třídě. Momentálně vyprodáno.",
    ro: "Cea mai bună cameră din clasa sa. Momentan epuizat.",
  }),
  ...usedSeries(
    "apple-iphone-14-pouzity",
    "Apple iPhone 14 128GB",
    "Apple",
    "phone",
    ["phones", "phones-used", "phones-apple"],
    17990,
    ["black", "blue"],
    [
      ["A+", 3],
      ["A", 5],
      ["B", 4],
      ["C", 2],
      ["D", 1],
    ],
  ),
  ...usedSeries(
    "apple-iphone-13-pouzity",
    "Apple iPhone 13 128GB",
    "Apple",
    "phone",
    ["phones", "phones-used", "phones-apple"],
    14990,
    ["white", "pink"],
    [
      ["A", 6],
      ["B", 0],
      ["C", 3],
    ],
  ),
  ...usedSeries(
    "samsung-galaxy-s23-pouzity",
    "Samsung Galaxy S23 128GB",
    "Samsung",
    "phone",
    ["phones", "phones-used", "phones-samsung"],
    16990,
    ["black", "green"],
    [
      ["A+", 2],
      ["A", 4],
      ["B", 3],
    ],
  ),
  ...usedSeries(
    "google-pixel-8-pouzity",
    "Google Pixel 8 128GB",
    "Google",
    "phone",
    ["phones", "phones-used", "phones-google"],
    15990,
    ["black"],
    [
      ["A", 2],
      ["C", 1],
    ],
  ),
  {
    handle: "apple-ipad-11",
    title: { cs: 'Apple iPad 11" (2025)', ro: 'Apple iPad 11" (2025)' },
    manufacturer: "Apple",
    type: "tablet",
    quality: "new",
    categories: ["tablets", "tablets-apple"],
    priceCzk: 9990,
    colours: ["silver", "blue", "pink"],
    storage: [
      [128, 0],
      [256, 3000],
    ],
    stock: 14,
    popularity: 78,
    description: { cs: 'Čip A16, 11" Liquid Retina displej a podpora Apple Pencil.', ro: 'Cip A16, ecran Liquid Retina de 11" și suport Apple Pencil.' },
  },
  {
    handle: "apple-ipad-air-13-m3",
    title: { cs: 'Apple iPad Air 13" M3', ro: 'Apple iPad Air 13" M3' },
    manufacturer: "Apple",
    type: "tablet",
    quality: "new",
    categories: ["tablets", "tablets-apple"],
    priceCzk: 22990,
    colours: ["silver", "blue", "purple"],
    storage: [
      [128, 0],
      [256, 3000],
      [512, 9000],
    ],
    stock: 5,
    popularity: 70,
    description: { cs: "Výkon čipu M3 ve velkém a tenkém těle.", ro: "Performanța cipului M3 într-un corp mare și subțire." },
  },
  {
    handle: "samsung-galaxy-tab-s10-fe",
    title: { cs: "Samsung Galaxy Tab S10 FE", ro: "Samsung Galaxy Tab S10 FE" },
    manufacturer: "Samsung",
    type: "tablet",
    quality: "new",
    categories: ["tablets", "tablets-samsung"],
    priceCzk: 11990,
    colours: ["silver", "blue"],
    storage: [
      [128, 0],
      [256, 2000],
    ],
    stock: 8,
    popularity: 60,
    description: { cs: "Odolný tablet s S Pen v balení a IP68.", ro: "Tabletă rezistentă cu S Pen inclus și IP68." },
  },
  {
    handle: "samsung-galaxy-tab-a9-plus",
    title: { cs: "Samsung Galaxy Tab A9+", ro: "Samsung Galaxy Tab A9+" },
    manufacturer: "Samsung",
    type: "tablet",
    quality: "new",
    categories: ["tablets", "tablets-samsung"],
    priceCzk: 5490,
    colours: ["silver", "black"],
    storage: [
      [64, 0],
      [128, 800],
    ],
    stock: 20,
    popularity: 66,
    description: { cs: '11" displej 90 Hz a čtyři reproduktory pro celou rodinu.', ro: 'Ecran de 11" la 90 Hz și patru difuzoare pentru toată familia.' },
  },
  {
    handle: "xiaomi-pad-7",
    title: { cs: "Xiaomi Pad 7", ro: "Xiaomi Pad 7" },
    manufacturer: "Xiaomi",
    type: "tablet",
    quality: "new",
    categories: ["tablets", "tablets-other"],
    priceCzk: 8990,
    colours: ["black", "blue"],
    storage: [
      [128, 0],
      [256, 1000],
    ],
    stock: 0,
    popularity: 50,
    description: { cs: "3,2K displej 144 Hz za rozumnou cenu. Momentálně vyprodáno.", ro: "Ecran 3,2K la 144 Hz la un preț bun. Momentan epuizat." },
  },
  {
    handle: "lenovo-tab-p12",
    title: { cs: "Lenovo Tab P12", ro: "Lenovo Tab P12" },
    manufacturer: "Lenovo",
    type: "tablet",
    quality: "new",
    categories: ["tablets", "tablets-other"],
    priceCzk: 7990,
    colours: ["silver"],
    storage: [[128, 0]],
    stock: 6,
    popularity: 45,
    description: { cs: '12,7" 3K displej a stylus v balení.', ro: 'Ecran 3K de 12,7" și stylus inclus.' },
  },
  ...usedSeries(
    "apple-ipad-9-pouzity",
    "Apple iPad 9 64GB",
    "Apple",
    "tablet",
    ["tablets", "tablets-apple"],
    8990,
    ["silver"],
    [
      ["A", 3],
      ["B", 4],
      ["D", 1],
    ],
  ),
  {
    handle: "apple-watch-series-10",
    title: { cs: "Apple Watch Series 10 GPS 42mm", ro: "Apple Watch Series 10 GPS 42mm" },
    manufacturer: "Apple",
    type: "watch",
    quality: "new",
    categories: ["watches", "watches-apple"],
    priceCzk: 11490,
    colours: ["black", "silver", "pink"],
    stock: 9,
    popularity: 82,
    description: {
      cs: "Nejtenčí Apple Watch s větším displejem a detekcí spánkové apnoe.",
      ro: "Cel mai subțire Apple Watch, cu ecran mai mare și detectarea apneei în somn.",
    },
  },
  {
    handle: "apple-watch-se",
    title: { cs: "Apple Watch SE GPS 40mm", ro: "Apple Watch SE GPS 40mm" },
    manufacturer: "Apple",
    type: "watch",
    quality: "new",
    categories: ["watches", "watches-apple"],
    priceCzk: 6490,
    colours: ["black", "silver"],
    stock: 11,
    popularity: 74,
    description: { cs: "Základní funkce Apple Watch za dostupnou cenu.", ro: "Funcțiile esențiale Apple Watch la un preț accesibil." },
  },
  {
    handle: "samsung-galaxy-watch-7",
    title: { cs: "Samsung Galaxy Watch7 44mm", ro: "Samsung Galaxy Watch7 44mm" },
    manufacturer: "Samsung",
    type: "watch",
    quality: "new",
    categories: ["watches", "watches-samsung"],
    priceCzk: 7990,
    colours: ["green", "silver"],
    stock: 7,
    popularity: 68,
    description: { cs: "Měření složení těla a energetické skóre.", ro: "Măsurarea compoziției corporale și scor energetic." },
  },
  {
    handle: "samsung-galaxy-watch-ultra",
    title: { cs: "Samsung Galaxy Watch Ultra", ro: "Samsung Galaxy Watch Ultra" },
    manufacturer: "Samsung",
    type: "watch",
    quality: "new",
    categories: ["watches", "watches-samsung"],
    priceCzk: 15990,
    colours: ["titanium", "white"],
    stock: 0,
    popularity: 52,
    description: {
      cs: "Titanové tělo a výdrž až 100 hodin. Momentálně vyprodáno.",
      ro: "Carcasă din titan și autonomie de până la 100 de ore. Momentan epuizat.",
    },
  },
  {
    handle: "garmin-venu-3",
    title: { cs: "Garmin Venu 3", ro: "Garmin Venu 3" },
    manufacturer: "Garmin",
    type: "watch",
    quality: "new",
    categories: ["watches", "watches-garmin"],
    priceCzk: 11990,
    colours: ["black", "white"],
    stock: 5,
    popularity: 58,
    description: { cs: "AMOLED displej a výdrž až 14 dní.", ro: "Ecran AMOLED și autonomie de până la 14 zile." },
  },
  {
    handle: "garmin-forerunner-265",
    title: { cs: "Garmin Forerunner 265", ro: "Garmin Forerunner 265" },
    manufacturer: "Garmin",
    type: "watch",
    quality: "new",
    categories: ["watches", "watches-garmin"],
    priceCzk: 9490,
    colours: ["black", "blue"],
    stock: 4,
    popularity: 54,
    description: { cs: "Běžecké hodinky s tréninkovou připraveností.", ro: "Ceas de alergare cu indicator de pregătire pentru antrenament." },
  },
  ...usedSeries(
    "apple-watch-series-8-pouzite",
    "Apple Watch Series 8 45mm",
    "Apple",
    "watch",
    ["watches", "watches-apple"],
    10990,
    ["black"],
    [
      ["A+", 1],
      ["B", 2],
    ],
  ),
  ...(
    [
      ["apple-20w-usb-c", { cs: "Apple 20W USB-C napájecí adaptér", ro: "Adaptor de alimentare Apple 20W USB-C" }, "Apple", "acc-chargers", 549, ["white"], 40],
      [
        "samsung-25w-charger",
        { cs: "Samsung 25W rychlonabíječka", ro: "Încărcător rapid Samsung 25W" },
        "Samsung",
        "acc-chargers",
        449,
        ["black", "white"],
        35,
      ],
      ["usb-c-cable-1m", { cs: "Kabel USB-C na USB-C 1 m", ro: "Cablu USB-C la USB-C 1 m" }, "Baseus", "acc-chargers", 199, ["black", "white"], 60],
      ["usb-c-card-reader", { cs: "Čtečka paměťových karet USB-C", ro: "Cititor de carduri USB-C cu husă" }, "Baseus", "acc-chargers", 349, ["black"], 20],
      [
        "iphone-16-silicone-case",
        { cs: "Silikonový kryt pro iPhone 16", ro: "Husă din silicon pentru iPhone 16" },
        "Apple",
        "acc-cases",
        1290,
        ["black", "pink", "blue"],
        15,
      ],
      ["galaxy-s25-clear-case", { cs: "Průhledný kryt Galaxy S25", ro: "Husă transparentă Galaxy S25" }, "Samsung", "acc-cases", 499, ["white"], 0],
      [
        "tempered-glass-iphone-16",
        { cs: "Tvrzené sklo pro iPhone 16", ro: "Sticlă securizată pentru iPhone 16" },
        "PanzerGlass",
        "acc-cases",
        599,
        ["black"],
        25,
      ],
      ["apple-airpods-4", { cs: "Apple AirPods 4", ro: "Apple AirPods 4" }, "Apple", "acc-audio", 3790, ["white"], 18],
      ["samsung-galaxy-buds3-pro", { cs: "Samsung Galaxy Buds3 Pro", ro: "Samsung Galaxy Buds3 Pro" }, "Samsung", "acc-audio", 5490, ["silver", "white"], 8],
      ["xiaomi-redmi-buds-6", { cs: "Xiaomi Redmi Buds 6", ro: "Xiaomi Redmi Buds 6" }, "Xiaomi", "acc-audio", 990, ["black", "white"], 22],
      [
        "anker-powerbank-10000",
        { cs: "Anker Powerbanka 10 000 mAh", ro: "Baterie externă Anker 10.000 mAh" },
        "Anker",
        "acc-power",
        890,
        ["black", "blue"],
        30,
      ],
      [
        "xiaomi-powerbank-20000",
        { cs: "Xiaomi Powerbanka 20 000 mAh 22,5W", ro: "Baterie externă Xiaomi 20.000 mAh 22,5W" },
        "Xiaomi",
        "acc-power",
        690,
        ["black"],
        12,
      ],
    ] as [string, Text, string, string, number, Colour[], number][]
  ).map(([handle, title, manufacturer, category, priceCzk, colours, stock], i): ProductSeed => ({
    handle,
    title,
    manufacturer,
    type: "accessory",
    quality: "new",
    categories: ["accessories", category],
    priceCzk,
    colours,
    stock,
    popularity: 30 - i,
    description: { cs: `${title.cs} – originální příslušenství s dvouletou zárukou.`, ro: `${title.ro} – accesoriu original cu garanție de doi ani.` },
  })),
]

/** RON prices follow CZK at roughly 5 : 1, rounded to a retail price ending in 9. */
export const ronFromCzk = (czk: number): number => Math.max(9, Math.round(czk / 5 / 10) * 10 - 1)

/**
 * One unit's shipping weight in grams, box included: the variants' `weight`,
 * which the carriers' weight bands price (modules/weight-rates).
 */
const DEVICE_WEIGHT: Record<DeviceType, number> = { phone: 200, tablet: 500, watch: 50, accessory: 100 }
const ACCESSORY_WEIGHT: Record<string, number> = {
  "apple-20w-usb-c": 80,
  "samsung-25w-charger": 90,
  "usb-c-cable-1m": 40,
  "usb-c-card-reader": 40,
  "iphone-16-silicone-case": 40,
  "galaxy-s25-clear-case": 40,
  "tempered-glass-iphone-16": 60,
  "apple-airpods-4": 100,
  "samsung-galaxy-buds3-pro": 120,
  "xiaomi-redmi-buds-6": 90,
  "anker-powerbank-10000": 250,
  "xiaomi-powerbank-20000": 440,
}
export const shippingWeightGrams = (p: Pick<ProductSeed, "handle" | "type">): number => ACCESSORY_WEIGHT[p.handle] ?? DEVICE_WEIGHT[p.type]
