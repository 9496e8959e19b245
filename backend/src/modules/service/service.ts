import type { Context } from "@medusajs/framework/types"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { InjectManager, InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import { foldForSearch } from "@electroshop/domain"
import type { PartQuality, ServiceOperationView, ServicePartOption as PartOptionView } from "@electroshop/contracts/service"
import { ServiceOperation, ServicePartOption } from "./models/operations"
import { ServiceOrder, ServiceOrderStatusHistory } from "./models/orders"

type Ctx = Context<EntityManager>

export type PartOptionInput = { quality: PartQuality; price: number; warranty_months: number; is_available?: boolean }
export type OperationInput = {
  name?: string
  description?: string
  duration_minutes?: number
  is_available?: boolean
  position?: number
  part_options?: PartOptionInput[]
}

const QUALITY_ORDER: PartQuality[] = ["original", "compatible"]

/** The cheapest available option: the "from" price of an operation. */
function fromPrice(options: { price: number; is_available?: boolean }[]): number {
  const prices = options.filter((o) => o.is_available !== false).map((o) => o.price)
  return prices.length ? Math.min(...prices) : 0
}

/**
 * The service (repair) module: operations with their part options per
 * device model, and repair orders with their status history. Every change of
 * an operation's part options goes through `replacePartOptions`, which keeps
 * the operation's `price` equal to its cheapest available option.
 */
export default class ServiceModuleService extends MedusaService({
  ServiceOperation,
  ServicePartOption,
  ServiceOrder,
  ServiceOrderStatusHistory,
}) {
  /** The operations a model (in a colour) can get, in list order, with their available part options. */
  @InjectManager()
  async listOperationViews(
    deviceModelId: string,
    colorId: string | null,
    options: { onlyAvailable?: boolean } = {},
    @MedusaContext() ctx: Ctx = {},
  ): Promise<ServiceOperationView[]> {
    const operations = await this.listServiceOperations(
      { device_model_id: deviceModelId, ...(options.onlyAvailable ? { is_available: true } : {}) },
      { relations: ["part_options"], order: { position: "ASC", name: "ASC" } },
      ctx,
    )
    return operations
      .filter((op) => op.color_id === null || op.color_id === colorId || colorId === null)
      .map((op) => toView(op as any, options.onlyAvailable ?? false))
      .filter((op) => !options.onlyAvailable || op.part_options.length > 0)
  }

  /** Replaces an operation's part options and recomputes its price, in one transaction. */
  @InjectTransactionManager()
  async updateOperationWithParts(id: string, data: OperationInput, @MedusaContext() ctx: Ctx = {}) {
    const { part_options, ...fields } = data
    if (part_options) {
      const existing = await this.listServicePartOptions({ operation_id: id }, { select: ["id"] }, ctx)
      if (existing.length)
        await this.deleteServicePartOptions(
          existing.map((o) => o.id),
          ctx,
        )
      await this.createServicePartOptions(part_options.map((o) => ({ ...o, operation_id: id })) as any, ctx)
    }
    await this.updateServiceOperations({ id, ...fields, ...(part_options ? { price: fromPrice(part_options) } : {}) } as any, ctx)
    return this.retrieveServiceOperation(id, { relations: ["part_options"] }, ctx)
  }

  /** Creates operations with their part options and "from" prices. */
  @InjectTransactionManager()
  async createOperationsWithParts(
    data: (OperationInput & { device_model_id: string; color_id?: string | null; code: string; name: string })[],
    @MedusaContext() ctx: Ctx = {},
  ) {
    const created = await this.createServiceOperations(
      data.map(({ part_options, ...fields }) => ({ ...fields, price: fromPrice(part_options ?? []) })) as any,
      ctx,
    )
    const options = data.flatMap((d, i) => (d.part_options ?? []).map((o) => ({ ...o, operation_id: created[i].id })))
    if (options.length) await this.createServicePartOptions(options as any, ctx)
    return created
  }

  /**
   * The CSV price import: sets each row's part price (and warranty when
   * given), creating a missing part quality, and recomputes the touched
   * operations' prices, all in one transaction.
   */
  @InjectTransactionManager()
  async importPartPrices(rows: { operation_id: string; quality: PartQuality; price: number; warranty_months?: number }[], @MedusaContext() ctx: Ctx = {}) {
    const operationIds = [...new Set(rows.map((r) => r.operation_id))]
    const existing = await this.listServicePartOptions({ operation_id: operationIds }, {}, ctx)
    let updated = 0
    let created = 0
    let unchanged = 0
    for (const row of rows) {
      const option: any = existing.find((o: any) => o.operation_id === row.operation_id && o.quality === row.quality)
      const warranty = row.warranty_months ?? option?.warranty_months ?? 0
      if (!option) {
        await this.createServicePartOptions({ operation_id: row.operation_id, quality: row.quality, price: row.price, warranty_months: warranty } as any, ctx)
        created++
      } else if (option.price !== row.price || option.warranty_months !== warranty) {
        await this.updateServicePartOptions({ id: option.id, price: row.price, warranty_months: warranty }, ctx)
        updated++
      } else unchanged++
    }
    const options = await this.listServicePartOptions({ operation_id: operationIds }, {}, ctx)
    await this.updateServiceOperations(
      operationIds.map((id) => ({ id, price: fromPrice(options.filter((o: any) => o.operation_id === id)) })),
      ctx,
    )
    return { rows: rows.length, updated, created, unchanged }
  }

  /**
   * The retention (jobs/service-personal-data-retention.ts): empties what identifies the customer of
   * every finished repair order (completed or cancelled) whose last status change was before `endedBefore`,
   * and sets `personal_data_erased_at`. The order stays (number, device, repairs, prices, history) for the
   * accounts and the warranty statistics. At most `limit` orders per call; their ids.
   */
  @InjectManager()
  async eraseExpiredPersonalData(cutoff: { endedBefore: Date | string; limit: number }, @MedusaContext() ctx: Ctx = {}): Promise<string[]> {
    const rows: { id: string }[] = await ctx.manager!.execute(
      `update service_order o
          set first_name = '', last_name = '', email = '', phone = '', pickup_address = null, note = null, imei = null, serial_number = null,
              search_text = lower(coalesce(o.number, '')), personal_data_erased_at = now(), updated_at = now()
        where o.id in (
          select s.id from service_order s
           where s.deleted_at is null and s.personal_data_erased_at is null and s.status in ('completed', 'cancelled')
             and coalesce((select max(h.created_at) from service_order_status_history h where h.service_order_id = s.id), s.updated_at) < ?::timestamptz
           order by s.id limit ? for update skip locked)
        returning o.id`,
      [cutoff.endedBefore, cutoff.limit],
    )
    return rows.map((row) => row.id)
  }

  /** Creates a repair order with its human number (`SV000123`) and the first history entry, in one transaction. */
  @InjectTransactionManager()
  async createOrderWithNumber(data: Record<string, unknown>, numberPrefix: string, @MedusaContext() ctx: Ctx = {}) {
    const created: any = await this.createServiceOrders(data as any, ctx)
    // display_id comes from a database sequence; read it back.
    const { display_id } = await this.retrieveServiceOrder(created.id, { select: ["id", "display_id"] }, ctx)
    const number = `${numberPrefix}${String(display_id).padStart(6, "0")}`
    const device = created.device as Record<string, string>
    const search_text = foldForSearch([number, created.email, created.first_name, created.last_name, device.manufacturer, device.model].join(" "))
    await this.updateServiceOrders({ id: created.id, number, search_text }, ctx)
    await this.createServiceOrderStatusHistories(
      { service_order_id: created.id, from_status: null, to_status: created.status, actor_type: "customer", actor_id: null } as any,
      ctx,
    )
    return { ...created, number }
  }
}

function toView(
  op: { id: string; code: any; name: string; description: string; duration_minutes: number; is_available: boolean; price: number; part_options: any[] },
  onlyAvailable: boolean,
): ServiceOperationView {
  const part_options: PartOptionView[] = op.part_options
    .filter((o) => !onlyAvailable || o.is_available)
    .sort((a, b) => QUALITY_ORDER.indexOf(a.quality) - QUALITY_ORDER.indexOf(b.quality))
    .map((o) => ({ quality: o.quality, price: o.price, warranty_months: o.warranty_months }))
  return {
    id: op.id,
    code: op.code,
    name: op.name,
    description: op.description,
    price: op.price,
    duration_minutes: op.duration_minutes,
    is_available: op.is_available,
    part_options,
  }
}
