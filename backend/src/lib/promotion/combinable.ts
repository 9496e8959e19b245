import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { isTradeInCode, promotionShopFields } from "@electroshop/contracts/promotion"
import { ShopError } from "../http/errors"
import { promotionMessage } from "./messages"

type PromoBody = { promo_codes?: unknown }
type Query = { graph: (config: any) => Promise<{ data: any[] }> }

export type CodeConflict = { code: string; reason: "not_combinable" | "not_cumulative" }

/**
 * The first of a cart's discount codes that may not stand beside the others
 * by its shop fields (admin → promotion → shop fields): one that does not add
 * up with a trade-in bonus while the cart has one (`not_cumulative`), or one
 * that is not combinable with any other discount (`not_combinable`).
 */
export async function conflictingCode(query: Query, codes: string[]): Promise<CodeConflict | null> {
  if (codes.length < 2) return null
  const { data } = await query.graph({ entity: "promotion", fields: ["code", "metadata"], filters: { code: codes } })
  const promotions = (data as { code: string; metadata: Record<string, unknown> | null }[]).map((p) => ({
    code: p.code,
    fields: promotionShopFields(p.metadata),
  }))
  const withBonus = codes.some(isTradeInCode)
  const notCumulative = withBonus ? promotions.find((p) => !isTradeInCode(p.code) && !p.fields.cumulative_bonus) : undefined
  if (notCumulative) return { code: notCumulative.code, reason: "not_cumulative" }
  const alone = promotions.find((p) => !p.fields.combinable)
  return alone ? { code: alone.code, reason: "not_combinable" } : null
}

/** The conflict as the field's 400. */
export function conflictError(field: string, conflict: CodeConflict) {
  const message = promotionMessage(conflict.reason, { code: conflict.code })
  return ShopError.validation({ [field]: [message] }, { message, error_codes: { [field]: conflict.reason } })
}

/**
 * Adding a code to a cart (`POST /store/carts/:id/promotions`) is refused
 * with a 400 on `promo_codes` naming the code when it conflicts with what
 * the cart holds (conflictingCode). Runs after the codes are mapped to their
 * stored spelling (case-insensitive-codes.ts).
 */
export async function combinablePromoCodes(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const body = ((req as MedusaRequest & { validatedBody?: PromoBody }).validatedBody ?? req.body) as PromoBody | undefined
    const added = (Array.isArray(body?.promo_codes) ? body.promo_codes : []).filter((c): c is string => typeof c === "string" && c.length > 0)
    if (!added.length) return next()

    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
    const { data: carts } = await query.graph({ entity: "cart", fields: ["id", "promotions.code"], filters: { id: req.params.id } })
    const present = ((carts[0] as { promotions?: { code: string | null }[] } | undefined)?.promotions ?? []).map((p) => p.code).filter((c): c is string => !!c)
    const conflict = await conflictingCode(query, [...new Set([...present, ...added])])
    next(conflict ? conflictError("promo_codes", conflict) : undefined)
  } catch (error) {
    next(error)
  }
}
