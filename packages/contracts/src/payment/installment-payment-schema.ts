import { z } from 'zod';

/** POST /admin/installment-payments/:order_id — staff set the installment status; Sent is the one that acts. */
export const AdminSetInstallmentStatusSchema = z.object({ status: z.literal('sent') }).strict();
export type AdminSetInstallmentStatus = z.infer<typeof AdminSetInstallmentStatusSchema>;
