import type { MedusaContainer } from "@medusajs/framework/types"
import {
  LINE_PAYMENT_METADATA_KEY,
  linePaymentChoice,
  type LinePaymentChoice,
  type StoreCartLinePayments,
  type StoreSetLinePayment,
} from "@electroshop/contracts/installment"
import { LEASING_PAYMENT_PROVIDER, isInstallmentProvider } from "@electroshop/contracts/payment"
import { roundToWholeUnits } from "@electroshop/domain/money"
import { cartLines, extraOf, type CartLine } from "../item-extra/cart-extras"
import { checkoutMessage } from "../checkout/messages"
import { isShopError, ShopError } from "../http/errors"
import { baremsFor, installmentOptions, leaseOptions, planOf } from "./options"

/** What a line costs in whole units: the amount its barem's range must hold. */
const lineAmount = (line: Pick<CartLine, "unit_price" | "quantity">) => Math.round(roundToWholeUnits(Number(line.unit_price) * Number(line.quantity)))

/** The lines a shopper chooses a payment for: devices and goods, not their warranty extension or insurance (those follow their device). */
const chooseable = (lines: CartLine[]) => lines.filter((l) => !extraOf(l))

/**
 * Per device line, the installment and lease barems covering its total today
 * (the cart's choice), and the lines whose stored choice no longer holds
 * (to be chosen again; completion refuses them).
 */
export async function cartLinePayments(container: MedusaContainer, cartId: string): Promise<StoreCartLinePayments> {
  const result: StoreCartLinePayments = { lines: {}, changed: [] }
  for (const line of chooseable(await cartLines(container, cartId))) {
    const choice = linePaymentChoice(line.metadata)
    if (choice && !(await choiceHolds(container, line, choice))) result.changed.push(line.id)
    const amount = lineAmount(line)
    if (amount <= 0) continue
    const [installments, leases] = await Promise.all([installmentOptions(container, amount), leaseOptions(container, amount)])
    if (installments.length || leases.length) result.lines[line.id] = { installments, leases }
  }
  return result
}

/**
 * Whether a stored choice still holds for the line: its barem is active,
 * valid today, its range holds the line's total, and the monthly payment the
 * shopper saw is still the one for that total (a changed quantity changes it).
 */
async function choiceHolds(container: MedusaContainer, line: CartLine, choice: LinePaymentChoice): Promise<boolean> {
  const amount = lineAmount(line)
  const row = (await baremsFor(container, choice.kind, amount)).find((r) => r.id === choice.barem_id)
  return Boolean(row && planOf(row, amount).monthly_payment === Number(choice.monthly_payment))
}

/**
 * The line item's metadata with the shopper's payment choice for it (or
 * without one, paid normally). A barem must be of the chosen kind, offered
 * today and hold the line's total; its terms are stored with the choice.
 * 400 at `barem_id` otherwise; 404 for a line not in the cart.
 */
export async function metadataWithChoice(
  container: MedusaContainer,
  cartId: string,
  lineId: string,
  input: StoreSetLinePayment,
): Promise<{ line: CartLine; metadata: Record<string, unknown> }> {
  const line = (await cartLines(container, cartId)).find((l) => l.id === lineId)
  if (!line) throw ShopError.notFound(checkoutMessage("line_not_found"))
  if (extraOf(line)) throw ShopError.validation({ kind: [checkoutMessage("line_payment_not_for_extra")] })
  const { [LINE_PAYMENT_METADATA_KEY]: _previous, ...rest } = line.metadata ?? {}
  // Null rather than left out: a metadata update may merge into the stored one.
  if (input.kind === "standard") return { line, metadata: { ...rest, [LINE_PAYMENT_METADATA_KEY]: null } }
  const amount = lineAmount(line)
  const row = (await baremsFor(container, input.kind, amount)).find((r) => r.id === input.barem_id)
  if (!row) throw ShopError.validation({ barem_id: [checkoutMessage("line_payment_unavailable")] })
  const choice: LinePaymentChoice = {
    kind: input.kind,
    barem_id: row.id,
    partner: row.partner as LinePaymentChoice["partner"],
    name: row.name,
    months: row.months,
    monthly_payment: planOf(row, amount).monthly_payment,
    arrange_type: input.kind === "installment" ? (input.arrange_type ?? null) : null,
  }
  return { line, metadata: { ...rest, [LINE_PAYMENT_METADATA_KEY]: choice } }
}

/**
 * The metadata of the line a product was just added to, paid on the
 * installment barem `installment_id` (add-to-cart's `installment_id`): the
 * same choice as the cart's line-payment choice, arranged online. Of the
 * variant's lines, one without a choice yet is the one just added (Medusa
 * adds a line beside one whose metadata differs). 400 at `installment_id`
 * when the barem is unknown, not an installment barem, not valid today or its
 * range does not hold the line's total.
 */
export async function addedLineInstallment(container: MedusaContainer, cartId: string, variantId: string, installmentId: string) {
  const lines = chooseable(await cartLines(container, cartId)).filter((l) => l.variant_id === variantId)
  const line = lines.find((l) => !linePaymentChoice(l.metadata)) ?? lines[0]
  if (!line) throw ShopError.notFound(checkoutMessage("line_not_found"))
  try {
    return await metadataWithChoice(container, cartId, line.id, { kind: "installment", barem_id: installmentId, arrange_type: "online" })
  } catch (error) {
    if (!isShopError(error) || error.status !== 400) throw error
    const message = checkoutMessage("installment_barem_unavailable")
    throw ShopError.validation({ installment_id: [message] }, { message, error_codes: { installment_id: "installment_barem_unavailable" } })
  }
}

/**
 * How a cart's per-line choices bind its payment, one rule for the payment
 * session and for completion. `providers` are the payment sessions'
 * providers (at completion) or the one being chosen. Returns the refusal's
 * message code, or null:
 * - "Leasing cannot be combined with other payment types": a cart with a
 *   leased line is paid with the leasing provider and nothing else, and every
 *   one of its lines is leased; the leasing provider pays only such a cart;
 * - an item chosen for installments is paid by an installment partner: a cart
 *   with such a line takes only installment providers (INSTALLMENT_PROVIDER_PREFIXES).
 */
export function linePaymentProblem(lines: CartLine[], providers: string[]): LinePaymentProblem | null {
  const own = chooseable(lines)
  const kinds = own.map((l) => linePaymentChoice(l.metadata)?.kind)
  const leased = kinds.filter((k) => k === "lease").length
  const leasing = providers.includes(LEASING_PAYMENT_PROVIDER)
  if (leased && (leased < own.length || providers.some((p) => p !== LEASING_PAYMENT_PROVIDER))) return "leasing_not_combined"
  if (leasing && !leased) return "leasing_needs_leased_items"
  if (kinds.includes("installment") && providers.some((p) => !isInstallmentProvider(p))) return "installments_only"
  return null
}

export type LinePaymentProblem = "leasing_not_combined" | "leasing_needs_leased_items" | "installments_only"

/** The refusal of a payment the lines' choices do not allow, at `field`. */
const problemError = (field: string, problem: LinePaymentProblem) =>
  ShopError.validation({ [field]: [checkoutMessage(problem)] }, { error_codes: { [field]: problem } })

/**
 * Cart completion's check of the per-line choices (workflows/hooks/complete-cart.ts):
 * the choices against the payment sessions, and every installment or lease
 * choice still offered for its line's total. 400 at `payment_provider_id`.
 */
export async function assertLinePayments(container: MedusaContainer, cartId: string, providers: string[]) {
  const lines = await cartLines(container, cartId)
  const problem = linePaymentProblem(lines, providers)
  if (problem) throw problemError("payment_provider_id", problem)
  for (const line of chooseable(lines)) {
    const choice = linePaymentChoice(line.metadata)
    if (choice && !(await choiceHolds(container, line, choice))) {
      throw ShopError.validation(
        { payment_provider_id: [checkoutMessage("line_payment_unavailable")] },
        { error_codes: { payment_provider_id: "line_payment_unavailable" } },
      )
    }
  }
}

/** The payment-session guard: choosing a provider the cart's lines' choices refuse. 400 at `provider_id`. */
export async function assertProviderFitsLines(container: MedusaContainer, cartId: string, providerId: string) {
  const problem = linePaymentProblem(await cartLines(container, cartId), [providerId])
  if (problem) throw problemError("provider_id", problem)
}
