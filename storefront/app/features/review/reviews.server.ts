import type { PublicReviewList, ReviewSort } from '@electroshop/contracts/review';
import { getSdk } from '~/lib/medusa.server';

/** The sort a product page's `?reviews=` asks for; anything else is the default. */
export const reviewSortFrom = (value: string | null): ReviewSort => (value === 'helpful' ? 'helpful' : 'newest');

/**
 * A product's approved reviews with their average and count (backend
 * `GET /store/reviews`). Null when the reviews cannot be read: the product
 * page is still worth showing without them.
 */
export async function getProductReviews(productId: string, sort: ReviewSort): Promise<PublicReviewList | null> {
  const sdk = await getSdk();
  try {
    return await sdk.client.fetch<PublicReviewList>('/store/reviews', { query: { product_id: productId, sort } });
  } catch (error) {
    console.error(`Reviews of ${productId} could not be loaded`, error);
    return null;
  }
}
