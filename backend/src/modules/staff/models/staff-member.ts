import { model } from "@medusajs/framework/utils"

/**
 * A Medusa user's place on the staff: the roles they hold (policies.ts) and
 * whether they may still work, and when they last signed in to the admin. One row per user, read on every admin request
 * by the staff guard (api/admin/staff/guard.ts); a user without a row holds no
 * role and can do nothing.
 */
export const StaffMember = model
  .define("staff_member", {
    id: model.id({ prefix: "stm" }).primaryKey(),
    user_id: model.text(),
    roles: model.array(),
    deactivated_at: model.dateTime().nullable(),
    last_login_at: model.dateTime().nullable(),
  })
  .indexes([{ on: ["user_id"], unique: true, where: "deleted_at IS NULL" }])
