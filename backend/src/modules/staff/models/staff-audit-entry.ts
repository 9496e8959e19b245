import { model } from "@medusajs/framework/utils"

/**
 * One thing a staff member did that the shop answers for later (issue 34): a role change, a reveal of
 * a seller's personal data, a refund, a cancellation, a price change. Written after the admin route
 * answered with success (api/admin/staff/audit-trail.ts); deleted after STAFF_AUDIT_RETENTION_DAYS.
 */
export const StaffAuditEntry = model
  .define("staff_audit_entry", {
    id: model.id({ prefix: "saud" }).primaryKey(),
    actor_id: model.text(),
    action: model.text(),
    method: model.text(),
    path: model.text(),
    ip: model.text().nullable(),
    details: model.json().nullable(),
  })
  .indexes([{ on: ["created_at"] }, { on: ["action", "created_at"] }, { on: ["actor_id", "created_at"] }])
