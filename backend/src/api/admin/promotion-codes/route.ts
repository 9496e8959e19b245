import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { CreatePromotionRuleDTO, PromotionRuleOperatorValues } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createPromotionsWorkflow } from "@medusajs/medusa/core-flows"
import type { AdminGenerateCodes, AdminGeneratedCodes } from "@electroshop/contracts/promotion"
import { ShopError } from "../../../lib/http/errors"
import { generateCodes } from "../../../lib/promotion/generate-codes"

type Rule = { attribute: string; operator: PromotionRuleOperatorValues; values: { value: string }[] }
const copyRules = (rules: Rule[] | undefined): CreatePromotionRuleDTO[] =>
  (rules ?? []).map((r) => ({ attribute: r.attribute, operator: r.operator, values: r.values.map((v) => v.value) }))

/**
 * POST /admin/promotion-codes { promotion_id, count } — a batch of `count`
 * single-use codes (the specification's generated codes: 10 characters of
 * digits and both cases), each a promotion with the template's value, rules
 * and campaign and Medusa's usage `limit` of 1, created active in one run of
 * Medusa's createPromotionsWorkflow (all or none). Each code's metadata names
 * its template. → 200 { promotion_id, codes }; 404 for an unknown template.
 */
export async function POST(req: AuthenticatedMedusaRequest<AdminGenerateCodes>, res: MedusaResponse<AdminGeneratedCodes>) {
  const { promotion_id, count } = req.validatedBody
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [template],
  } = await query.graph({
    entity: "promotion",
    fields: [
      "*",
      "application_method.*",
      "application_method.target_rules.*",
      "application_method.target_rules.values.*",
      "application_method.buy_rules.*",
      "application_method.buy_rules.values.*",
      "rules.*",
      "rules.values.*",
    ],
    filters: { id: promotion_id },
  })
  if (!template) throw ShopError.notFound(`Promotion ${promotion_id} not found`)

  // Codes taken are few next to 62^10; checking the batch against them once keeps the generator pure.
  const candidates = generateCodes(count)
  const db = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const taken: { code: string }[] = await db("promotion")
    .select("code")
    .whereRaw("lower(code) in (?)", [candidates.map((c) => c.toLowerCase())])
  const codes = taken.length
    ? generateCodes(
        count,
        taken.map((t) => t.code),
      )
    : candidates

  const method = template.application_method!
  await createPromotionsWorkflow(req.scope).run({
    input: {
      promotionsData: codes.map((code) => ({
        code,
        type: template.type!,
        status: "active",
        is_automatic: false,
        is_tax_inclusive: template.is_tax_inclusive ?? false,
        limit: 1,
        campaign_id: template.campaign_id ?? undefined,
        metadata: { generated_from: template.id },
        rules: copyRules(template.rules as Rule[]),
        application_method: {
          type: method.type!,
          target_type: method.target_type!,
          allocation: method.allocation ?? undefined,
          value: Number(method.value),
          currency_code: method.currency_code ?? undefined,
          max_quantity: method.max_quantity ?? undefined,
          apply_to_quantity: method.apply_to_quantity ?? undefined,
          buy_rules_min_quantity: method.buy_rules_min_quantity ?? undefined,
          target_rules: copyRules(method.target_rules as Rule[]),
          buy_rules: copyRules(method.buy_rules as Rule[]),
        },
      })),
    },
  })
  res.json({ promotion_id, codes })
}
