/**
 * The page cache's key for a URL: the path and the query with its parameters
 * sorted (`?b=2&a=1` and `?a=1&b=2` are one page) and without the parameters
 * that only track where a visitor came from (they never change the page, and
 * every campaign link would otherwise render it anew).
 */
const TRACKING_PARAMS = /^(utm_[a-z]+|gclid|fbclid|msclkid|mc_[a-z]+|_ga)$/i;

/** @param {URL} url */
export function pageCacheKey(url) {
  const params = [...url.searchParams].filter(([name]) => !TRACKING_PARAMS.test(name));
  // Sorting by name, then value, keeps repeated parameters in one spelling as well.
  params.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
