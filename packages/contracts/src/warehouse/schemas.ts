import { z } from 'zod';
import { queryInt } from '../shared/numbers.js';
import { PICKING_PAGE_SIZE, PICKING_STATUSES } from './picking.js';

const locationId = z.string().trim().min(1).max(100);

/**
 * GET /admin/picking: the queue, oldest ready first, of one status and of the stock locations given
 * (one or several: a store staff member's are narrowed to their stores).
 */
export const AdminListPickingSchema = z.object({
  status: z.enum(PICKING_STATUSES).optional(),
  stock_location_id: z
    .union([locationId, z.array(locationId).max(100)])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .optional(),
  limit: queryInt().min(1).max(200).default(PICKING_PAGE_SIZE),
  offset: queryInt().min(0).default(0),
});

/** POST /admin/orders/:id/picking: the order's new picking status. */
export const AdminSetPickingStatusSchema = z.object({ status: z.enum(PICKING_STATUSES) }).strict();
export type AdminSetPickingStatus = z.infer<typeof AdminSetPickingStatusSchema>;
