import type { Context } from "@medusajs/framework/types"
import { InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { OrderNumberSeries } from "./models/order-number-series"

/**
 * Order numbers that go up by one: shoppers read them aloud and pay with them as the variable symbol.
 * Medusa numbers an order (display_id) when it creates it, before its checkout has reserved the stock
 * and authorised the payment; a refused checkout deletes its order and its number was lost (18 orders
 * reached number 401 in a busy round). Here an order is created with a provisional negative number
 * (the column's default, set by this module's migration) and numbered from the series when its
 * checkout has finished: by the complete route before it answers, by the order.placed subscriber,
 * and by the recovery job after a crash.
 *
 * This is the one place where the shop writes a column of Medusa's order table: the number and the
 * series must be written in one transaction, or a crash between them would leave a gap or a duplicate.
 */
export default class OrderNumberModuleService extends MedusaService({ OrderNumberSeries }) {
  /**
   * Gives the order the next number unless it has one, and answers its number (null: no such
   * order). The order's row is locked before the series' row, always in this order, so numbering
   * the same order twice at once answers one number and numbering many never deadlocks.
   */
  @InjectTransactionManager()
  async numberOrder(orderId: string, @MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<number | null> {
    const manager = sharedContext.transactionManager!
    const [order]: { display_id: number }[] = await manager.execute(`select display_id from "order" where id = ? for update`, [orderId])
    if (!order) return null
    if (order.display_id > 0) return Number(order.display_id)
    const [series]: { last_number: number }[] = await manager.execute(
      `update order_number_series set last_number = last_number + 1, updated_at = now() where id = 'order' returning last_number`,
    )
    await manager.execute(`update "order" set display_id = ? where id = ?`, [series.last_number, orderId])
    return Number(series.last_number)
  }
}
