/** Device quality grades, best first; the order is the weight the appraisal uses. */
export const QUALITIES = ['A+', 'A', 'B', 'C', 'D'] as const;

export type Quality = (typeof QUALITIES)[number];

export function isQuality(value: unknown): value is Quality {
  return typeof value === 'string' && (QUALITIES as readonly string[]).includes(value);
}

/** Rank in QUALITIES; unknown or missing grades rank after D so they sort last. */
export function qualityRank(quality: Quality | null | undefined): number {
  const index = isQuality(quality) ? QUALITIES.indexOf(quality) : -1;
  return index === -1 ? QUALITIES.length : index;
}

/** Comparator: negative when a is better than b. */
export function compareQuality(a: Quality | null | undefined, b: Quality | null | undefined): number {
  return qualityRank(a) - qualityRank(b);
}

/** The worse of two grades (later in A+, A, B, C, D). */
export function worseQuality(a: Quality, b: Quality): Quality {
  return compareQuality(a, b) >= 0 ? a : b;
}

/** New array sorted A+ → D (stable; items without a grade last). */
export function sortByQuality<T extends { quality?: Quality | null }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareQuality(a.quality, b.quality));
}
