import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys, RuleType } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { batchPromotionRulesWorkflow, createPromotionsWorkflow, deletePromotionsWorkflow, updatePromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { normalizeEmail } from "@electroshop/domain"
import { tradeInBonusAmount, tradeInCode, type TradeInBonus } from "@electroshop/contracts/promotion"
import { BUYOUT_MODULE } from "../../../modules/buyout"
import type BuyoutModuleService from "../../../modules/buyout/service"
import type { DeviceSnapshot } from "../../../lib/buyout/serialize"
import { ShopError } from "../../../lib/http/errors"
import { checkoutMessage } from "../../../lib/checkout/messages"
import { conflictError, conflictingCode } from "../../../lib/promotion/combinable"
import { promotionMessage, type PromotionMessageKey } from "../../../lib/promotion/messages"

const refuse = (field: "number" | "line_item_id", key: PromotionMessageKey) => {
  const message = promotionMessage(key)
  return ShopError.validation({ [field]: [message] }, { message, error_codes: { [field]: key } })
}

/** A sale the shop no longer buys earns nothing. */
const CLOSED_SALE = new Set(["returned", "cancelled"])

type CartLine = { id: string; product_id: string | null; product_title: string | null; title: string; unit_price: number }
type CartRow = {
  id: string
  currency_code: string
  completed_at?: string | null
  metadata: Record<string, unknown> | null
  items?: CartLine[]
  promotions?: { code: string | null }[]
}

export type TradeInPlan = { bonus: TradeInBonus; product_id: string; currency_code: string; metadata: Record<string, unknown> }

/**
 * Everything the bonus depends on, checked on the server: the sale proved by
 * its number and e-mail (404 otherwise, as the status look-up answers), not
 * cancelled or returned, its model's bonus percentage now, the cart's
 * currency, and the new device's line (the most expensive one by default).
 */
export const planTradeInStep = createStep(
  "plan-trade-in-bonus",
  async (input: { cart_id: string; number: string; email: string; line_item_id?: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data: carts } = await query.graph({
      entity: "cart",
      fields: [
        "id",
        "currency_code",
        "completed_at",
        "metadata",
        "items.id",
        "items.product_id",
        "items.product_title",
        "items.title",
        "items.unit_price",
        "promotions.code",
      ],
      filters: { id: input.cart_id },
    })
    const cart = carts[0] as CartRow | undefined
    if (!cart || cart.completed_at) throw ShopError.notFound(checkoutMessage("cart_not_found"))

    const buyout = container.resolve<BuyoutModuleService>(BUYOUT_MODULE)
    const number = input.number.trim().toUpperCase()
    const [sale]: any[] = await buyout.listBuyoutRequests({ number })
    if (!sale || String(sale.email).toLowerCase() !== normalizeEmail(input.email).toLowerCase()) {
      throw ShopError.notFound(promotionMessage("trade_in_not_found"))
    }
    if (CLOSED_SALE.has(sale.status)) throw refuse("number", "trade_in_closed")
    if (String(sale.currency_code).toLowerCase() !== cart.currency_code.toLowerCase()) throw refuse("number", "trade_in_currency")
    const [model]: any[] = sale.device_model_id ? await buyout.listBuyoutDeviceModels({ id: sale.device_model_id }) : []
    const percent = Number(model?.max_bonus_percent ?? 0)
    if (!(percent > 0)) throw refuse("number", "trade_in_no_bonus")

    const lines = (cart.items ?? []).filter((l) => l.product_id)
    const line = input.line_item_id ? lines.find((l) => l.id === input.line_item_id) : [...lines].sort((a, b) => Number(b.unit_price) - Number(a.unit_price))[0]
    if (!line?.product_id) throw refuse(input.line_item_id ? "line_item_id" : "number", "trade_in_no_item")

    // A discount code that does not add up with a trade-in bonus (or with any other discount) keeps the bonus out.
    const codes = (cart.promotions ?? []).map((p) => p.code).filter((c): c is string => !!c)
    const conflict = await conflictingCode(query, [...new Set([...codes, tradeInCode(number)])])
    if (conflict) throw conflictError("number", conflict)

    const device = sale.device as DeviceSnapshot
    const bonus: TradeInBonus = {
      code: tradeInCode(number),
      sale_number: number,
      device: `${device.product_manufacturer.label} ${device.product_model.label} (${device.product_color.label})`,
      percent,
      amount: tradeInBonusAmount(Number(sale.offered_price ?? sale.price), percent, Number(line.unit_price)),
      line_item_id: line.id,
      product_title: line.product_title || line.title,
    }
    return new StepResponse<TradeInPlan>({ bonus, product_id: line.product_id, currency_code: cart.currency_code, metadata: cart.metadata ?? {} })
  },
)

type PromotionRow = {
  id: string
  used?: number | null
  limit?: number | null
  application_method?: { value?: number | null; target_rules?: { id: string; values?: { value: string }[] }[] } | null
}
type Previous = { id: string; created: boolean; value?: number; product_id?: string; rule_id?: string }

const productRule = (productId: string) => ({ attribute: "items.product.id", operator: "in" as const, values: [productId] })

/**
 * The sale's single-use promotion (Medusa's `limit` 1, counted when an order
 * is placed), made through Medusa's promotion workflows: created on the first
 * apply, re-aimed at another line or amount while unused, refused once used.
 * Compensation deletes what it created or restores what it changed.
 */
export const upsertTradeInPromotionStep = createStep(
  "upsert-trade-in-promotion",
  async (plan: TradeInPlan, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "promotion",
      fields: ["id", "used", "limit", "application_method.value", "application_method.target_rules.id", "application_method.target_rules.values.value"],
      filters: { code: plan.bonus.code },
    })
    const existing = data[0] as PromotionRow | undefined
    if (!existing) {
      const { result } = await createPromotionsWorkflow(container).run({
        input: {
          promotionsData: [
            {
              code: plan.bonus.code,
              type: "standard",
              status: "active",
              is_automatic: false,
              is_tax_inclusive: true,
              limit: 1,
              metadata: { trade_in: { sale_number: plan.bonus.sale_number } },
              application_method: {
                type: "fixed",
                target_type: "items",
                allocation: "each",
                max_quantity: 1,
                value: plan.bonus.amount,
                currency_code: plan.currency_code,
                target_rules: [productRule(plan.product_id)],
              },
            },
          ],
        },
      })
      return new StepResponse<string, Previous>(result[0].id, { id: result[0].id, created: true })
    }
    if ((existing.used ?? 0) >= (existing.limit ?? 1)) throw refuse("number", "trade_in_used")
    const rule = existing.application_method?.target_rules?.[0]
    const previous: Previous = {
      id: existing.id,
      created: false,
      value: Number(existing.application_method?.value ?? 0),
      product_id: rule?.values?.[0]?.value,
      rule_id: rule?.id,
    }
    await aimPromotion(container, existing.id, plan.bonus.amount, plan.product_id, rule?.id)
    return new StepResponse<string, Previous>(existing.id, previous)
  },
  async (previous, { container }) => {
    if (!previous) return
    if (previous.created) await deletePromotionsWorkflow(container).run({ input: { ids: [previous.id] } })
    else if (previous.product_id && previous.value !== undefined) await aimPromotion(container, previous.id, previous.value, previous.product_id)
  },
)

async function aimPromotion(container: MedusaContainer, id: string, value: number, productId: string, ruleId?: string) {
  await updatePromotionsWorkflow(container).run({ input: { promotionsData: [{ id, application_method: { value } }] } })
  await batchPromotionRulesWorkflow(container).run({
    input: { id, rule_type: RuleType.TARGET_RULES, create: [productRule(productId)], delete: ruleId ? [ruleId] : [] },
  })
}

/** The promotion's rules may leave it without effect (the line is gone): say so rather than show a bonus of 0. */
export const ensureTradeInAppliedStep = createStep("ensure-trade-in-applied", async (input: { cart_id: string; code: string }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: carts } = await query.graph({ entity: "cart", fields: ["id", "promotions.code"], filters: { id: input.cart_id } })
  const codes = ((carts[0] as { promotions?: { code: string | null }[] } | undefined)?.promotions ?? []).map((p) => p.code)
  if (!codes.includes(input.code)) throw refuse("number", "trade_in_no_item")
  return new StepResponse(true)
})
