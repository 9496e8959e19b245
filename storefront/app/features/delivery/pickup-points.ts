import type { PickupPointDto } from '@electroshop/contracts/delivery';

/** Lower case without diacritics: "Plzeň" and "plzen", "Iași" and "iasi" match. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

/** Points whose town, postcode, name or street contain every word of the search (diacritics and spaces in postcodes ignored). */
export function filterPoints(points: PickupPointDto[], q: string | null | undefined): PickupPointDto[] {
  const words = fold(q ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (!words.length) return points;
  return points.filter((p) => {
    const text = fold(`${p.name} ${p.street} ${p.city} ${p.zip} ${p.zip.replace(/\s+/g, '')}`);
    return words.every((w) => text.includes(w));
  });
}

/** The carrier's name as shoppers know it. */
export const CARRIER_NAMES: Record<string, Record<string, string>> = {
  cz: { packeta: 'Zásilkovna', dpd: 'DPD Pickup', sameday: 'Sameday easybox' },
  ro: { packeta: 'Packeta', dpd: 'DPD Pickup', sameday: 'Sameday easybox' },
};

type Outline = { lon: [number, number]; lat: [number, number]; border: [number, number][] };

/** Simplified country borders (lon, lat), drawn by us: no map tiles or scripts from the internet. */
export const OUTLINES: Record<'cz' | 'ro', Outline> = {
  cz: {
    lon: [12.0, 18.95],
    lat: [48.5, 51.1],
    border: [
      [12.09, 50.25], [12.5, 50.4], [13.0, 50.5], [13.55, 50.71], [14.3, 50.88], [14.31, 51.05], [14.83, 50.87], [15.02, 51.01],
      [15.3, 50.95], [15.55, 50.78], [16.23, 50.67], [16.45, 50.58], [16.2, 50.42], [16.6, 50.1], [17.0, 50.22], [16.9, 50.45],
      [17.72, 50.32], [17.65, 50.1], [18.0, 50.0], [18.58, 49.92], [18.85, 49.52], [18.4, 49.3], [18.1, 49.1], [17.65, 48.85],
      [17.1, 48.82], [16.95, 48.6], [16.5, 48.78], [16.1, 48.75], [15.0, 49.0], [14.72, 48.6], [14.3, 48.56], [13.83, 48.77],
      [13.4, 48.95], [12.95, 49.3], [12.55, 49.5], [12.4, 49.75], [12.5, 50.0], [12.2, 50.1],
    ],
  },
  ro: {
    lon: [20.1, 29.9],
    lat: [43.5, 48.4],
    border: [
      [20.26, 46.12], [21.17, 46.3], [21.6, 46.9], [22.1, 47.6], [22.7, 47.9], [22.9, 48.0], [23.5, 47.95], [24.0, 47.95],
      [24.9, 47.7], [25.2, 47.9], [26.2, 48.0], [26.6, 48.25], [27.2, 47.85], [27.55, 47.4], [28.1, 46.95], [28.25, 46.45],
      [28.15, 45.6], [28.2, 45.45], [29.0, 45.3], [29.65, 45.25], [29.65, 45.0], [29.0, 44.75], [28.8, 44.3], [28.6, 43.75],
      [28.0, 43.75], [27.3, 44.1], [26.1, 43.95], [25.3, 43.65], [24.4, 43.75], [23.5, 43.85], [22.95, 43.85], [22.68, 44.2],
      [22.45, 44.6], [22.0, 44.6], [21.4, 44.8], [21.5, 45.15], [20.9, 45.4], [20.65, 45.8],
    ],
  },
};

export const MAP_WIDTH = 600;

/** Equirectangular projection of the country's box onto a MAP_WIDTH-wide drawing (longitudes shortened by cos(latitude)). */
export function projection(country: 'cz' | 'ro') {
  const { lon, lat } = OUTLINES[country];
  const k = Math.cos((((lat[0] + lat[1]) / 2) * Math.PI) / 180);
  const scale = MAP_WIDTH / ((lon[1] - lon[0]) * k);
  const height = Math.round((lat[1] - lat[0]) * scale);
  const project = (longitude: number, latitude: number): [number, number] => [
    Math.round((longitude - lon[0]) * k * scale * 10) / 10,
    Math.round((lat[1] - latitude) * scale * 10) / 10,
  ];
  return { width: MAP_WIDTH, height, project };
}
