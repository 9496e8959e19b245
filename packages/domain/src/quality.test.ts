import { describe, expect, it } from 'vitest';
import { QUALITIES, compareQuality, isQuality, qualityRank, sortByQuality, worseQuality } from './quality.js';

describe('quality order', () => {
  it('is A+, A, B, C, D', () => {
    expect(QUALITIES).toEqual(['A+', 'A', 'B', 'C', 'D']);
  });

  it('compares best first, unknown last', () => {
    expect(compareQuality('A+', 'A')).toBeLessThan(0);
    expect(compareQuality('D', 'C')).toBeGreaterThan(0);
    expect(compareQuality('B', 'B')).toBe(0);
    expect(compareQuality(null, 'D')).toBeGreaterThan(0);
    expect(qualityRank(undefined)).toBe(5);
  });

  it('picks the worse grade', () => {
    expect(worseQuality('A', 'C')).toBe('C');
    expect(worseQuality('D', 'A+')).toBe('D');
    expect(worseQuality('B', 'B')).toBe('B');
  });

  it('recognises grades', () => {
    expect(isQuality('A+')).toBe(true);
    expect(isQuality('E')).toBe(false);
    expect(isQuality(null)).toBe(false);
  });
});

describe('sortByQuality', () => {
  it('sorts A+ → D without mutating, keeping ungraded items last and ties stable', () => {
    const items = [
      { id: 1, quality: 'C' as const },
      { id: 2, quality: null },
      { id: 3, quality: 'A+' as const },
      { id: 4, quality: 'A' as const },
      { id: 5, quality: 'C' as const },
      { id: 6, quality: 'D' as const },
      { id: 7, quality: 'B' as const },
    ];
    const sorted = sortByQuality(items);
    expect(sorted.map((item) => item.id)).toEqual([3, 4, 7, 1, 5, 6, 2]);
    expect(items[0].id).toBe(1);
  });
});
