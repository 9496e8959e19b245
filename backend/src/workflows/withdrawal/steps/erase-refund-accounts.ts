import type { IOrderModuleService } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

type Before = { id: string; metadata: Record<string, unknown> }[]

/**
 * Empties the refund account of every withdrawal refunded before `refundedBefore` (an ISO time), noting when;
 * undone to the metadata before. The returns are Medusa's: one read by their metadata (which its module
 * cannot filter by), the writes through its service, which merges metadata (an empty value removes a key).
 */
export const eraseRefundAccountsStep = createStep(
  "erase-refund-accounts",
  async ({ refundedBefore }: { refundedBefore: string }, { container }) => {
    const { rows } = await container.resolve(ContainerRegistrationKeys.PG_CONNECTION).raw(
      `select id, metadata from "return"
        where deleted_at is null and metadata->>'withdrawal' = 'true' and coalesce(metadata->>'refund_account_encrypted', '') <> ''
          and metadata->'refund'->>'refunded_at' < ?`,
      [refundedBefore],
    )
    const before = rows as Before
    const erasedAt = new Date().toISOString()
    if (before.length)
      await container
        .resolve<IOrderModuleService>(Modules.ORDER)
        .updateReturns(before.map(({ id }) => ({ selector: { id }, data: { metadata: { refund_account_encrypted: "", refund_account_erased_at: erasedAt } } })))
    return new StepResponse({ erased: before.map((r) => r.id) }, before)
  },
  async (before, { container }) => {
    if (!before?.length) return
    await container
      .resolve<IOrderModuleService>(Modules.ORDER)
      .updateReturns(before.map(({ id, metadata }) => ({ selector: { id }, data: { metadata: { ...metadata, refund_account_erased_at: "" } } })))
  },
)
