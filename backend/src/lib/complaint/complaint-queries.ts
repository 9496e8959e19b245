import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import type {
  AdminComplaint,
  AdminComplaintListQuery,
  AdminComplaintListResponse,
  ComplaintHistoryEntry,
  StoreOrderComplaintsResponse,
} from "@electroshop/contracts/complaint"

import { ShopError } from "../http/errors"
import { COMPLAINT_MODULE, type ComplaintModuleService } from "../../modules/complaint"
import { shopDay } from "../invoice/invoice-draft"
import { shopVariant } from "../shop/variant"
import { withdrawalOrder } from "../withdrawal/withdrawal-queries"
import { complaintRefusal } from "./messages"
import { complainableItems, complaintRefusal as refusalOf, settleDays, storeComplaint, type ComplaintOrder, type ComplaintRow } from "./complaint-terms"

const FIELDS = [
  "id",
  "sequence",
  "order_id",
  "order_display_id",
  "item_title",
  "description",
  "remedy",
  "method",
  "store_id",
  "status",
  "resolution",
  "resolution_note",
  "deadline",
  "history",
  "created_at",
]

type AdminRow = ComplaintRow & { order_id: string; order_display_id: number; store_id: string | null; history: unknown }

const service = (container: MedusaContainer) => container.resolve<ComplaintModuleService>(COMPLAINT_MODULE)

/** The order as a complaint reads it; 404 in the complaint's words when there is none. */
export async function complaintOrder(container: MedusaContainer, orderId: string): Promise<ComplaintOrder> {
  try {
    return await withdrawalOrder(container, orderId)
  } catch (error) {
    throw error instanceof ShopError && error.status === 404 ? complaintRefusal(404, "complaint_order_not_found") : error
  }
}

/** The complaint page's facts: whether the order's goods can be claimed and why not, which, the days to settle, the complaints made. */
export async function orderComplaints(container: MedusaContainer, orderId: string): Promise<StoreOrderComplaintsResponse> {
  const order = await complaintOrder(container, orderId)
  const rows = await service(container).listComplaints({ order_id: orderId }, { select: FIELDS, order: { created_at: "ASC" } })
  return {
    refusal: refusalOf(order, new Date()).refusal,
    items: complainableItems(order),
    settle_days: settleDays(shopVariant().variant),
    complaints: (rows as unknown as ComplaintRow[]).map(storeComplaint),
  }
}

/** Complaints as staff see them: the store named. */
async function adminComplaints(container: MedusaContainer, rows: AdminRow[]): Promise<AdminComplaint[]> {
  const storeIds = [...new Set(rows.map((row) => row.store_id).filter((id): id is string => !!id))]
  const stores = storeIds.length ? await container.resolve(Modules.STOCK_LOCATION).listStockLocations({ id: storeIds }, { select: ["id", "name"] }) : []
  return rows.map((row) => ({
    ...storeComplaint(row),
    order_id: row.order_id,
    order_display_id: Number(row.order_display_id),
    store_name: stores.find((store) => store.id === row.store_id)?.name ?? null,
    history: row.history as ComplaintHistoryEntry[],
  }))
}

const OPEN = ["submitted", "received"]

/** GET /admin/complaints: soonest deadline first; `q` a complaint number (R000012) or an order number. */
export async function listComplaints(container: MedusaContainer, query: AdminComplaintListQuery): Promise<AdminComplaintListResponse> {
  const status = query.status ?? (query.order_id ? undefined : "open")
  const q = query.q?.trim().replace(/^R0*/i, "")
  const number = q && /^\d+$/.test(q) ? Number(q) : null
  const filters = {
    ...(status ? { status: status === "open" ? OPEN : [status] } : {}),
    ...(query.order_id ? { order_id: query.order_id } : {}),
    ...(query.q ? (number === null ? { id: [] } : { $or: [{ sequence: number }, { order_display_id: number }] }) : {}),
  }
  const [rows, count] = await service(container).listAndCountComplaints(filters, {
    select: FIELDS,
    order: { deadline: "ASC", created_at: "ASC" },
    take: query.limit,
    skip: query.offset,
  })
  const overdue = await service(container).listAndCountComplaints({ status: OPEN, deadline: { $lt: shopDay(new Date()) } }, { select: ["id"], take: 1 })
  return { complaints: await adminComplaints(container, rows as unknown as AdminRow[]), count, overdue: overdue[1] }
}

/** GET /admin/complaints/:id; 404 in the shop's words when there is none. */
export async function adminComplaint(container: MedusaContainer, id: string): Promise<AdminComplaint> {
  const [row] = await service(container).listComplaints({ id }, { select: FIELDS, take: 1 })
  if (!row) throw complaintRefusal(404, "complaint_not_found")
  return (await adminComplaints(container, [row as unknown as AdminRow]))[0]!
}
