import { z } from 'zod';
import { queryInt } from '../shared/numbers.js';

/**
 * A complaint ("reklamace", "reclamație"): a defect of goods bought, claimed under the legal guarantee within
 * 24 months of receiving them (Czech Civil Code §2165; Romanian OUG 140/2021, two years). The shop settles it
 * within 30 days of its making in cz (Consumer Protection Act 634/1992 §19(3)) and brings the goods into
 * conformity within 15 calendar days in ro (OUG 140/2021).
 */
export const COMPLAINT_WARRANTY_MONTHS = 24;

/** What the shopper asks for: the defect repaired, the goods replaced, the money back, or a discount. */
export const COMPLAINT_REMEDIES = ['repair', 'replacement', 'refund', 'discount'] as const;
export type ComplaintRemedy = (typeof COMPLAINT_REMEDIES)[number];

/** How the goods reach the shop: a parcel the shopper sends, or brought to one of the shop's stores. */
export const COMPLAINT_METHODS = ['carrier', 'store'] as const;
export type ComplaintMethod = (typeof COMPLAINT_METHODS)[number];

/**
 * Where a complaint stands: made by the shopper, the goods received by the shop (the days keep running from
 * the complaint), then settled: accepted with the remedy given, or rejected with the reason.
 */
export const COMPLAINT_STATUSES = ['submitted', 'received', 'accepted', 'rejected'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** Which status may follow which: received goods are settled; a settled complaint is final. */
export const COMPLAINT_TRANSITIONS: Record<ComplaintStatus, readonly ComplaintStatus[]> = {
  submitted: ['received', 'rejected'],
  received: ['accepted', 'rejected'],
  accepted: [],
  rejected: [],
};

/** Why an order's goods cannot be claimed (now): none has reached the shopper yet, or the 24 months are over. */
export const COMPLAINT_REFUSALS = ['complaint_not_delivered', 'complaint_warranty_over'] as const;
export type ComplaintRefusal = (typeof COMPLAINT_REFUSALS)[number];

export const COMPLAINT_DESCRIPTION_MAX = 2000;

/**
 * POST /store/orders/:id/complaints: the item claimed, what is wrong with it (at least 10 characters), what the
 * shopper asks for, how the goods come, and the store (method `store`).
 */
export const StoreComplaintSchema = z
  .object({
    item_id: z.string().trim().min(1, 'required').max(100),
    description: z.string().trim().min(10).max(COMPLAINT_DESCRIPTION_MAX),
    remedy: z.enum(COMPLAINT_REMEDIES),
    method: z.enum(COMPLAINT_METHODS),
    store_id: z.string().trim().min(1).max(100).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.method === 'store' && !body.store_id) ctx.addIssue({ code: 'custom', path: ['store_id'], message: 'required', params: { code: 'required' } });
  });
export type StoreComplaintBody = z.infer<typeof StoreComplaintSchema>;

/** A complaint as the shopper sees it: `deadline` is the last day it is settled by (YYYY-MM-DD, the shop's time zone). */
export type StoreComplaint = {
  id: string;
  number: string;
  item_title: string;
  description: string;
  remedy: ComplaintRemedy;
  method: ComplaintMethod;
  status: ComplaintStatus;
  /** Accepted: the remedy given; rejected: null. */
  resolution: ComplaintRemedy | null;
  /** The shop's words on the settlement (required with a rejection). */
  resolution_note: string | null;
  submitted_at: string;
  deadline: string;
};

/**
 * GET /store/orders/:id/complaints: the items that can be claimed now (delivered, within 24 months), why none
 * can, the shop's days to settle one, and the complaints made.
 */
export type StoreOrderComplaintsResponse = {
  refusal: ComplaintRefusal | null;
  items: { item_id: string; title: string }[];
  settle_days: number;
  complaints: StoreComplaint[];
};

/** POST /store/orders/:id/complaints */
export type StoreComplaintCreatedResponse = { complaint: StoreComplaint };

/** A change of a complaint's status: who (a staff member's id, null for the shopper) and when. */
export type ComplaintHistoryEntry = { status: ComplaintStatus; at: string; actor_id: string | null };

/** A complaint as staff see it: its order, the store the goods are brought to, and every change of its status. */
export type AdminComplaint = StoreComplaint & {
  order_id: string;
  order_display_id: number;
  store_name: string | null;
  history: ComplaintHistoryEntry[];
};

export const COMPLAINTS_PAGE_SIZE = 50;

/**
 * GET /admin/complaints: by their deadline, soonest first: the open ones (submitted or received), or one status;
 * an order's (`order_id`) all of them unless a status is named; `q` a complaint number ("R000012") or an order number.
 */
export const AdminComplaintListQuerySchema = z.object({
  status: z.enum([...COMPLAINT_STATUSES, 'open']).optional(),
  order_id: z.string().trim().max(100).optional(),
  q: z.string().trim().max(100).optional(),
  limit: queryInt().min(1).max(200).default(COMPLAINTS_PAGE_SIZE),
  offset: queryInt().min(0).default(0),
});
export type AdminComplaintListQuery = z.infer<typeof AdminComplaintListQuerySchema>;

/** `overdue`: how many open complaints are past their deadline (of all, not only this page). */
export type AdminComplaintListResponse = { complaints: AdminComplaint[]; count: number; overdue: number };

/**
 * POST /admin/complaints/:id: the next status (COMPLAINT_TRANSITIONS); accepting names the remedy given,
 * rejecting needs the reason in `note`.
 */
export const AdminUpdateComplaintSchema = z
  .object({
    status: z.enum(['received', 'accepted', 'rejected']),
    resolution: z.enum(COMPLAINT_REMEDIES).optional(),
    note: z.string().trim().max(COMPLAINT_DESCRIPTION_MAX).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.status === 'accepted' && !body.resolution)
      ctx.addIssue({ code: 'custom', path: ['resolution'], message: 'required', params: { code: 'required' } });
    if (body.status === 'rejected' && !body.note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'required', params: { code: 'required' } });
  });
export type AdminUpdateComplaintBody = z.infer<typeof AdminUpdateComplaintSchema>;

/** GET /admin/complaints/:id, POST /admin/complaints/:id */
export type AdminComplaintResponse = { complaint: AdminComplaint };
