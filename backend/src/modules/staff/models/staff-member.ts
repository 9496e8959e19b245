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
    /** The stores (stock locations) whose orders and stock a store-staff role is limited to (api/admin/staff/store-scope.ts). */
    stock_location_ids: model.array(),
    // Two-factor sign-in (lib/staff/two-factor.ts): the TOTP secret encrypted at rest, the one being set
    // up until confirmed, the last time step used (a code works once), hashes of the unused recovery codes,
    // and by when a user whose roles require it must have set it up.
    totp_secret: model.text().nullable(),
    totp_pending_secret: model.text().nullable(),
    totp_enabled_at: model.dateTime().nullable(),
    totp_last_step: model.number().nullable(),
    recovery_code_hashes: model.array(),
    two_factor_due_at: model.dateTime().nullable(),
  })
  .indexes([{ on: ["user_id"], unique: true, where: "deleted_at IS NULL" }])
