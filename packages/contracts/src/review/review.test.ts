import { describe, expect, it } from 'vitest';
import { AdminListReviewsSchema, AdminUpdateReviewSchema, StoreCreateReviewSchema, StoreListReviewsSchema } from './index.js';

describe('review schemas', () => {
  it('reads a review with its defaults and trims the texts', () => {
    expect(StoreCreateReviewSchema.parse({ product_id: 'prod_1', rating: 5, text: '  Super  ', full_name: ' Jana Nováková ' })).toEqual({
      product_id: 'prod_1',
      rating: 5,
      text: 'Super',
      full_name: 'Jana Nováková',
      anonymous: false,
    });
  });

  it('names the rating outside 1–5, a fractional rating and unknown fields', () => {
    for (const rating of [0, 6, 4.5]) {
      const result = StoreCreateReviewSchema.safeParse({ product_id: 'p', rating, text: 'x' });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['rating']);
    }
    expect(StoreCreateReviewSchema.safeParse({ product_id: 'p', rating: 3, text: 'x', state: 'approved' }).success).toBe(false);
  });

  it('lists newest first by default and reads filters from a query string', () => {
    expect(StoreListReviewsSchema.parse({ product_id: 'p' })).toEqual({ product_id: 'p', sort: 'newest', limit: 10, offset: 0 });
    expect(AdminListReviewsSchema.parse({ rating: '4', state: 'pending', offset: '20' })).toEqual({ rating: 4, state: 'pending', limit: 50, offset: 20 });
    expect(AdminListReviewsSchema.safeParse({ state: 'published' }).success).toBe(false);
  });

  it('needs at least one text to change', () => {
    expect(AdminUpdateReviewSchema.safeParse({}).success).toBe(false);
    expect(AdminUpdateReviewSchema.parse({ text: ' Opraveno ' })).toEqual({ text: 'Opraveno' });
  });
});
