import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

type PromoBody = { promo_codes?: unknown }

/**
 * Shoppers type discount codes in any case ("demo10"), while Medusa matches
 * promotion codes exactly. This maps every code in `promo_codes` to the
 * stored spelling with one query before Medusa's cart route runs; an exact
 * match wins, so codes that differ only in case (generated codes mix cases)
 * stay distinct. Medusa's own validator has already copied the body into
 * `validatedBody`, so both are rewritten.
 */
export async function caseInsensitivePromoCodes(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const validated = (req as MedusaRequest & { validatedBody?: PromoBody }).validatedBody
    const given = [validated?.promo_codes, (req.body as PromoBody | undefined)?.promo_codes].find(Array.isArray) as unknown[] | undefined
    const codes = (given ?? []).filter((c): c is string => typeof c === "string" && c.length > 0)
    if (!codes.length) return next()

    const db = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const rows: { code: string }[] = await db("promotion")
      .select("code")
      .whereNull("deleted_at")
      .whereRaw("lower(code) = any(?)", [codes.map((c) => c.toLowerCase())])
    const stored = new Set(rows.map((r) => r.code))
    const byLower = new Map(rows.map((r) => [r.code.toLowerCase(), r.code]))
    const mapped = codes.map((c) => (stored.has(c) ? c : (byLower.get(c.toLowerCase()) ?? c)))

    if (validated && Array.isArray(validated.promo_codes)) validated.promo_codes = mapped
    if (req.body && Array.isArray((req.body as PromoBody).promo_codes)) (req.body as PromoBody).promo_codes = mapped
    next()
  } catch (error) {
    next(error)
  }
}
