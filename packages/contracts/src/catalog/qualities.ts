import { GRADES } from '../buyout/grades.js';

/** A shop product's `metadata.quality`: new, or one of the used-device grades. */
export const PRODUCT_QUALITIES = ['new', ...GRADES] as const;
export type ProductQuality = (typeof PRODUCT_QUALITIES)[number];

export function isProductQuality(value: unknown): value is ProductQuality {
  return typeof value === 'string' && (PRODUCT_QUALITIES as readonly string[]).includes(value);
}

/** Position in PRODUCT_QUALITIES (new first, then the best grade down); unknown values sort last. */
export function productQualityRank(value: string | null | undefined): number {
  const index = (PRODUCT_QUALITIES as readonly string[]).indexOf(value ?? '');
  return index === -1 ? PRODUCT_QUALITIES.length : index;
}
