import { z } from 'zod';
import { STAFF_ROLES } from './roles.js';

/** POST /admin/staff/:user_id: the roles to hold (all of them, replacing the old), and whether the user may still sign in. */
export const AdminUpdateStaffMemberSchema = z
  .object({
    roles: z.array(z.enum(STAFF_ROLES)).max(STAFF_ROLES.length).optional(),
    active: z.boolean().optional(),
  })
  .strict();
export type AdminUpdateStaffMember = z.infer<typeof AdminUpdateStaffMemberSchema>;
