import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { COMPLAINT_TRANSITIONS, type ComplaintRemedy, type ComplaintStatus } from "@electroshop/contracts/complaint"
import { Complaint } from "./models/complaint"

export type ComplaintChange = { status: ComplaintStatus; resolution?: ComplaintRemedy | null; note?: string | null; actor_id: string | null }

/** Complaints (Medusa's generated methods) and the change of a complaint's status. */
export default class ComplaintModuleService extends MedusaService({ Complaint }) {
  /**
   * Moves the complaint to `change.status` when its status allows it (COMPLAINT_TRANSITIONS), adding the
   * change to its history, in one conditional update: of two changes asked at once, only one applies.
   * → whether it changed, and the status it has now; null when there is no such complaint.
   */
  @InjectManager()
  async changeStatus(
    id: string,
    change: ComplaintChange,
    @MedusaContext() sharedContext: Context<EntityManager> = {},
  ): Promise<{ changed: boolean; status: ComplaintStatus } | null> {
    const from = (Object.keys(COMPLAINT_TRANSITIONS) as ComplaintStatus[]).filter((status) => COMPLAINT_TRANSITIONS[status].includes(change.status))
    const entry = JSON.stringify([{ status: change.status, at: new Date().toISOString(), actor_id: change.actor_id }])
    const manager = sharedContext.manager!
    const updated: unknown[] = await manager.execute(
      `update complaint set status = ?, resolution = coalesce(?, resolution), resolution_note = coalesce(?, resolution_note),
         history = history || ?::jsonb, updated_at = now()
       where id = ? and status in (?) and deleted_at is null returning id`,
      [change.status, change.resolution ?? null, change.note ?? null, entry, id, from],
    )
    if (updated.length) return { changed: true, status: change.status }
    const [row]: { status: ComplaintStatus }[] = await manager.execute(`select status from complaint where id = ? and deleted_at is null`, [id])
    return row ? { changed: false, status: row.status } : null
  }
}
