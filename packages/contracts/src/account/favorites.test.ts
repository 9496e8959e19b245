import { describe, expect, it } from 'vitest';
import { FAVORITES_MAX, mergeFavorites, storedFavorites } from './favorites.js';

describe('mergeFavorites', () => {
  it('puts added ids first in their order, drops removed ones and duplicates, keeps at most the limit', () => {
    expect(mergeFavorites(['prod_a', 'prod_b'], ['prod_c', 'prod_b'])).toEqual(['prod_c', 'prod_b', 'prod_a']);
    expect(mergeFavorites(['prod_a', 'prod_b'], [], ['prod_a'])).toEqual(['prod_b']);
    const many = Array.from({ length: FAVORITES_MAX }, (_, i) => `prod_${i}`);
    expect(mergeFavorites(many, ['prod_new'])).toHaveLength(FAVORITES_MAX);
    expect(mergeFavorites(many, ['prod_new'])[0]).toBe('prod_new');
  });

  it('reads only string ids from the metadata', () => {
    expect(storedFavorites({ favorite_product_ids: ['prod_a', 3, null] })).toEqual(['prod_a']);
    expect(storedFavorites(null)).toEqual([]);
    expect(storedFavorites({ favorite_product_ids: 'prod_a' })).toEqual([]);
  });
});
