import { z } from 'zod';
import { GRADES } from './grades.js';
import { BUYOUT_STATUSES } from './statuses.js';

// Apart from grades.ts and statuses.ts, which the storefront and admin use in
// the browser: a schema built at module level keeps zod in their bundles.
export const GradeSchema = z.enum(GRADES);
export const BuyoutStatusSchema = z.enum(BUYOUT_STATUSES);
