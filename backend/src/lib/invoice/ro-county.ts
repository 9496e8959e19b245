// Where a Romanian postal code is: its county as an ISO 3166-2:RO code, which CIUS-RO wants for every
// Romanian address of an e-Factura (BR-RO-110/111: CountrySubentity from that list), and in Bucharest the
// sector, which stands in for the city there (BR-RO-100/101: CityName "SECTOR1"…"SECTOR6").

/**
 * The county by the first two digits of Poșta Română's six-digit postal code, as Wikipedia's "Postal codes
 * in Romania" lists the prefixes. București (RO-B) is 01–06, the second digit its sector, so it is not here.
 */
const COUNTY_BY_PREFIX: Record<string, string> = {
  "07": "RO-IF", // Ilfov
  "08": "RO-GR", // Giurgiu
  "10": "RO-PH", // Prahova
  "11": "RO-AG", // Argeș
  "12": "RO-BZ", // Buzău
  "13": "RO-DB", // Dâmbovița
  "14": "RO-TR", // Teleorman
  "20": "RO-DJ", // Dolj
  "21": "RO-GJ", // Gorj
  "22": "RO-MH", // Mehedinți
  "23": "RO-OT", // Olt
  "24": "RO-VL", // Vâlcea
  "30": "RO-TM", // Timiș
  "31": "RO-AR", // Arad
  "32": "RO-CS", // Caraș-Severin
  "33": "RO-HD", // Hunedoara
  "40": "RO-CJ", // Cluj
  "41": "RO-BH", // Bihor
  "42": "RO-BN", // Bistrița-Năsăud
  "43": "RO-MM", // Maramureș
  "44": "RO-SM", // Satu Mare
  "45": "RO-SJ", // Sălaj
  "50": "RO-BV", // Brașov
  "51": "RO-AB", // Alba
  "52": "RO-CV", // Covasna
  "53": "RO-HR", // Harghita
  "54": "RO-MS", // Mureș
  "55": "RO-SB", // Sibiu
  "60": "RO-BC", // Bacău
  "61": "RO-NT", // Neamț
  "62": "RO-VN", // Vrancea
  "70": "RO-IS", // Iași
  "71": "RO-BT", // Botoșani
  "72": "RO-SV", // Suceava
  "73": "RO-VS", // Vaslui
  "80": "RO-GL", // Galați
  "81": "RO-BR", // Brăila
  "82": "RO-TL", // Tulcea
  "90": "RO-CT", // Constanța
  "91": "RO-CL", // Călărași
  "92": "RO-IL", // Ialomița
}

/** București's ISO 3166-2:RO code. */
export const BUCHAREST = "RO-B"

/**
 * The county (ISO 3166-2:RO, "RO-CJ") of a Romanian postal code ("400001", spaces ignored), and in
 * București (prefixes 01–06) its sector, 1–6 (null elsewhere). Null for anything but six digits or for a
 * prefix no county has.
 */
export function roCounty(postalCode: string): { subentity: string; sector: number | null } | null {
  const code = postalCode.replace(/\s/g, "")
  if (!/^\d{6}$/.test(code)) return null
  const prefix = code.slice(0, 2)
  const sector = Number(prefix)
  if (sector >= 1 && sector <= 6) return { subentity: BUCHAREST, sector }
  const subentity = COUNTY_BY_PREFIX[prefix]
  return subentity ? { subentity, sector: null } : null
}
