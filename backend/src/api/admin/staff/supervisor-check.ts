import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { formatMoney } from "@electroshop/domain"
import { isPickingReset, type PickingStatus } from "@electroshop/contracts/warehouse"
import { ShopError } from "../../../lib/http/errors"
import { t, type ShopMessageKey } from "../../../lib/shop/messages"
import { shopVariant } from "../../../lib/shop/variant"
import { refundLimit } from "../../../lib/staff/refund-limit"
import { withdrawalRefundPlan } from "../../../lib/withdrawal/withdrawal-refund"
import { STAFF_MODULE, type StaffModuleService } from "../../../modules/staff"
import { WAREHOUSE_MODULE, type WarehouseModuleService } from "../../../modules/warehouse"
import { auditOnSuccess } from "./audit-trail"
import { approverOf } from "./supervisor-approval"

type Marked = {
  method: string
  path: RegExp
  /** Why this request needs a supervisor (a message key and its parameters), or null when it does not. */
  reason: (scope: MedusaContainer, id: string, body: Record<string, unknown>) => Promise<{ key: ShopMessageKey; params?: Record<string, string> } | null>
}

async function one(scope: MedusaContainer, entity: string, fields: string[], id: string): Promise<Record<string, unknown> | undefined> {
  const { data } = await scope.resolve(ContainerRegistrationKeys.QUERY).graph({ entity, fields, filters: { id } })
  return data[0]
}

/** A refund of `amount` needs a supervisor above the shop's limit. */
function overRefundLimit(amount: number): { key: ShopMessageKey; params: Record<string, string> } | null {
  const limit = refundLimit()
  return amount > limit ? { key: "staff_supervisor_required_refund_above_limit", params: { limit: formatMoney(limit, shopVariant().currencyCode) } } : null
}

/** The actions the shop marks as needing a supervisor (issues 34 and 36). Each names the id in its path it looks at. */
const MARKED: Marked[] = [
  {
    method: "DELETE",
    path: /^\/admin\/product-categories\/([^/]+)$/,
    reason: async (scope, id) => {
      const category = await one(scope, "product_category", ["id", "products.id"], id)
      return (category?.products as unknown[] | undefined)?.length ? { key: "staff_supervisor_required_category_with_products" } : null
    },
  },
  {
    method: "POST",
    path: /^\/admin\/payments\/([^/]+)\/refund$/,
    reason: async (scope, id, body) => {
      const payment = await one(scope, "payment", ["id", "amount"], id)
      // Medusa refunds the whole payment when no amount is given.
      return overRefundLimit(typeof body.amount === "number" ? body.amount : Number(payment?.amount ?? 0))
    },
  },
  {
    method: "POST",
    path: /^\/admin\/orders\/[^/]+\/withdrawals\/([^/]+)\/refund$/,
    reason: async (scope, id) => {
      const orderId = (await one(scope, "return", ["id", "order_id"], id))?.order_id as string | undefined
      // A refund that cannot be made is refused by its route, with its reason.
      const amount = orderId
        ? await withdrawalRefundPlan(scope, orderId, id).then(
            (plan) => plan.amount,
            () => 0,
          )
        : 0
      return overRefundLimit(amount)
    },
  },
  {
    method: "POST",
    path: /^\/admin\/orders\/([^/]+)\/picking$/,
    reason: async (scope, id, body) => {
      const [picking] = await scope.resolve<WarehouseModuleService>(WAREHOUSE_MODULE).listPickings({ order_id: id }, { take: 1 })
      return picking && isPickingReset(picking.status as PickingStatus, body.status as PickingStatus)
        ? { key: "staff_supervisor_required_picking_reset" }
        : null
    },
  },
  {
    method: "POST",
    path: /^\/admin\/orders\/[^/]+\/fulfillments\/([^/]+)\/cancel$/,
    reason: async (scope, id) =>
      (await one(scope, "fulfillment", ["id", "packed_at"], id))?.packed_at ? { key: "staff_supervisor_required_packed_order_cancel" } : null,
  },
  {
    method: "POST",
    path: /^\/admin\/orders\/([^/]+)\/cancel$/,
    reason: async (scope, id) => {
      const fulfillments = ((await one(scope, "order", ["id", "fulfillments.packed_at", "fulfillments.canceled_at"], id))?.fulfillments ?? []) as {
        packed_at: string | null
        canceled_at: string | null
      }[]
      return fulfillments.some((f) => f?.packed_at && !f.canceled_at) ? { key: "staff_supervisor_required_packed_order_cancel" } : null
    },
  },
]

const APPROVAL_HEADER = "x-supervisor-approval"

/**
 * The supervisor check, after the staff guard has allowed the route: a marked action that needs a
 * supervisor passes for a user holding `supervisor:approve`, or with a supervisor's approval given to
 * this user (`x-supervisor-approval`, from POST /admin/staff/approvals; kept in the audit log with the
 * approver). Anyone else gets 403 `supervisor_required` saying why. Secret API keys act for their
 * integration and pass.
 */
export async function supervisorCheck(req: AuthenticatedMedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const path = req.originalUrl.split("?")[0]
    const marked = MARKED.find((m) => m.method === req.method && m.path.test(path))
    const actor = req.auth_context
    if (!marked || !actor?.actor_id || actor.actor_type === "api-key") return next()
    const reason = await marked.reason(req.scope, marked.path.exec(path)![1], (req.body ?? {}) as Record<string, unknown>)
    if (!reason) return next()
    const staff = req.scope.resolve<StaffModuleService>(STAFF_MODULE)
    if (await staff.may(actor.actor_id, "supervisor:approve")) return next()
    const approval = req.get(APPROVAL_HEADER)
    if (approval) {
      const approver = approverOf(req.scope, approval, actor.actor_id)
      if (!approver || !(await staff.may(approver, "supervisor:approve")))
        throw new ShopError(403, { code: "supervisor_approval_invalid", message: t("staff_approval_invalid") })
      auditOnSuccess(req, res, "staff.supervisor_approved", { approver_id: approver, reason: reason.key })
      return next()
    }
    throw new ShopError(403, { code: "supervisor_required", message: t(reason.key, reason.params), permission: "supervisor:approve" })
  } catch (error) {
    next(error)
  }
}
