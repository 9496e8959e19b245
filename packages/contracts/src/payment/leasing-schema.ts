import { z } from 'zod';

/** POST /admin/lease-contracts/:order_id — staff confirm the signed lease contract. */
export const AdminSetLeaseContractSchema = z.object({ status: z.literal('signed') }).strict();
export type AdminSetLeaseContract = z.infer<typeof AdminSetLeaseContractSchema>;
