import { z } from 'zod';

/** PostgreSQL `integer` columns (positions, prices, ids of appraisal results) hold −2³¹…2³¹−1. */
export const INT32_MAX = 2_147_483_647;

/** An integer that fits an `integer` column, so an overflow fails validation with its field named instead of the insert. */
export const int32 = () =>
  z
    .number()
    .int()
    .min(-INT32_MAX - 1)
    .max(INT32_MAX);

/** An integer from a query string (offset, limit, page) within the same range. */
export const queryInt = () => z.coerce.number().int().max(INT32_MAX);
