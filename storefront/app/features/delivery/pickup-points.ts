import type { PickupPointDto } from '@electroshop/contracts/delivery';
import outlines from './country-outlines.json';

/** Lower case without diacritics: "Plzeň" and "plzen", "Iași" and "iasi" match. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

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

/**
 * Simplified country borders (lon, lat), drawn by us: no map tiles or scripts
 * from the internet. The box (`lon`, `lat`) and the border's points per
 * country are data, in `country-outlines.json`.
 */
export const OUTLINES = outlines as Record<'cz' | 'ro', Outline>;

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
