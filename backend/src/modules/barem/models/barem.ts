import { model } from "@medusajs/framework/utils"
import { BAREM_KINDS, INSTALLMENT_PARTNERS } from "@electroshop/contracts/installment"

/**
 * An installment scale (barem) of a partner: for prices between min_amount
 * and max_amount (the shop currency's whole units), `months` installments at
 * the yearly interest rate plus fees. Valid from/to (inclusive days, none:
 * open) and active. The APR is computed from these terms, never typed in, so
 * it cannot disagree with them (contracts `installmentPlan`).
 */
export const Barem = model
  .define("barem", {
    id: model.id({ prefix: "barem" }).primaryKey(),
    kind: model.enum([...BAREM_KINDS]).default("installment"),
    partner: model.enum([...INSTALLMENT_PARTNERS]),
    name: model.text(),
    months: model.number(),
    min_amount: model.number(),
    max_amount: model.number(),
    interest_rate: model.float(),
    fee_fixed: model.number().default(0),
    fee_monthly: model.number().default(0),
    residual_percent: model.float().default(0),
    valid_from: model.dateTime().nullable(),
    valid_to: model.dateTime().nullable(),
    is_active: model.boolean().default(true),
  })
  .indexes([{ on: ["is_active", "min_amount", "max_amount"] }, { on: ["kind"] }])
  .checks([
    (columns) => `${columns.max_amount} >= ${columns.min_amount}`,
    (columns) => `${columns.months} BETWEEN 1 AND 120`,
    (columns) => `${columns.residual_percent} BETWEEN 0 AND 90`,
  ])
