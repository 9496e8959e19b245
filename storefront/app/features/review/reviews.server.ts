import type { PublicReviewList, ReviewSort } from '@electroshop/contracts/review';
import { backendData } from '~/lib/backend.server';

/** The sort a product page's `?reviews=` asks for; anything else is the default. */
export const reviewSortFrom = (value: string | null): ReviewSort => (value === 'helpful' ? 'helpful' : 'newest');

const SORTS: ReviewSort[] = ['newest', 'helpful'];

/** What the product page's reviews block shows, made here so the page ships no code for it (its JavaScript budget is spent). */
export type ReviewsView = {
  list: PublicReviewList;
  sort: ReviewSort;
  /** Each order as a link to this page (`?reviews=helpful`; the default without), so it works without JavaScript. */
  sortUrls: { sort: ReviewSort; url: string }[];
  /** The average with one decimal in the shop's language. */
  average: string | null;
  formUrl: string;
};

export function reviewsView(list: PublicReviewList | null, url: URL, locale: string, formUrl: string): ReviewsView | null {
  if (!list) return null;
  const sortUrls = SORTS.map((sort) => {
    const params = new URLSearchParams(url.search);
    if (sort === 'newest') params.delete('reviews');
    else params.set('reviews', sort);
    const query = params.toString();
    return { sort, url: `${url.pathname}${query ? `?${query}` : ''}#reviews` };
  });
  const average =
    list.average_rating === null ? null : new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(list.average_rating);
  return { list, sort: reviewSortFrom(url.searchParams.get('reviews')), sortUrls, average, formUrl };
}

/**
 * A product's approved reviews with their average and count (backend
 * `GET /store/reviews`). Null when the reviews cannot be read: the product
 * page is still worth showing without them.
 */
export async function getProductReviews(productId: string, sort: ReviewSort): Promise<PublicReviewList | null> {
  try {
    return await backendData<PublicReviewList>('/store/reviews', { product_id: productId, sort });
  } catch (error) {
    console.error(`Reviews of ${productId} could not be loaded`, error);
    return null;
  }
}
