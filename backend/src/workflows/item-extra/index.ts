import { createStep, createWorkflow, StepResponse, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  addToCartWorkflow,
  deleteLineItemsWorkflow,
  refreshCartItemsWorkflow,
  updateLineItemInCartWorkflow,
  updateLineItemsStep,
} from "@medusajs/medusa/core-flows"
import type { AdminCreateItemExtra, StoreAddItemExtra } from "@electroshop/contracts/item-extra"
import { ITEM_EXTRA_MODULE } from "../../modules/item-extra"
import { createRecordStep, deleteRecordStep, updateRecordStep } from "../shared/record-steps"
import { lockCart, unlockCart } from "../shared/cart-lock"
import { ShopError } from "../../lib/http/errors"
import { cartLines, extraOf, resolveCartExtra } from "../../lib/item-extra/cart-extras"
import { itemExtraMessage } from "../../lib/item-extra/messages"
import { addedLineInstallmentStep } from "../line-payment"

const ITEM_EXTRA = { module: ITEM_EXTRA_MODULE, plural: "ItemExtras", notFound: () => ShopError.notFound(itemExtraMessage("not_found")) }

// An insurance has no term; a warranty extension goes by the device type only.
const offerData = (input: Partial<AdminCreateItemExtra>) => ({
  ...input,
  ...(input.kind === "insurance" ? { months: null } : { product_ids: [] }),
})

const createOfferStep = createRecordStep("item-extra-create", ITEM_EXTRA, offerData)

const updateOfferStep = updateRecordStep("item-extra-update", ITEM_EXTRA, (input: { id: string; update: Partial<AdminCreateItemExtra> }, before) =>
  offerData({ kind: before.kind, ...input.update }),
)

const deleteOfferStep = deleteRecordStep("item-extra-delete", ITEM_EXTRA)

/** Staff offer a warranty extension or an insurance with the devices of one type. */
export const createItemExtraWorkflow = createWorkflow("create-item-extra", (input: AdminCreateItemExtra) => new WorkflowResponse(createOfferStep(input)))

/** A new price applies to new choices; carts that chose the old one are asked to choose again. */
export const updateItemExtraWorkflow = createWorkflow(
  "update-item-extra",
  (input: { id: string; update: Partial<AdminCreateItemExtra> }) => new WorkflowResponse(updateOfferStep(input)),
)

export const deleteItemExtraWorkflow = createWorkflow(
  "delete-item-extra",
  (input: { id: string }) => new WorkflowResponse(deleteOfferStep(transform({ input }, ({ input }) => input.id))),
)

const resolveCartExtraStep = createStep(
  "item-extra-resolve-for-cart",
  async (input: StoreAddItemExtra & { cart_id: string }, { container }) => new StepResponse(await resolveCartExtra(container as any, input)),
)

/**
 * The shopper's choice of an extra for a device line: a line item of its own
 * at the offer's price (so Medusa's totals, taxes, order, e-mail and admin
 * include it), added through Medusa's addToCartWorkflow with a custom price
 * and linked to the device's line in `metadata.item_extra`; the warranty
 * extension chosen before (or the same insurance) is taken off first.
 */
export const addCartExtraWorkflow = createWorkflow("add-cart-item-extra", (input: StoreAddItemExtra & { cart_id: string }) => {
  lockCart(input)
  const resolved = resolveCartExtraStep(input)
  when("item-extra-replaces", { resolved }, ({ resolved }) => resolved.replaced.length > 0).then(() => {
    deleteLineItemsWorkflow.runAsStep({ input: transform({ input, resolved }, ({ input, resolved }) => ({ cart_id: input.cart_id, ids: resolved.replaced })) })
  })
  addToCartWorkflow.runAsStep({ input: transform({ input, resolved }, ({ input, resolved }) => ({ cart_id: input.cart_id, items: [resolved.item] })) })
  unlockCart(input)
  return new WorkflowResponse(true)
})

/**
 * The cart's extras brought in line with their devices: an extra whose
 * device left the cart goes too, and each extra has its device's quantity
 * (one extension or insurance per piece). Runs after every change of the
 * cart's lines (the store's line-item routes).
 */
const extrasOutOfLineStep = createStep("item-extra-out-of-line", async (input: { cart_id: string }, { container }) => {
  const lines = await cartLines(container as any, input.cart_id)
  const byId = new Map(lines.map((l) => [l.id, l]))
  const remove: string[] = []
  const update: { id: string; quantity: number }[] = []
  for (const line of lines) {
    const link = extraOf(line)
    if (!link) continue
    const parent = byId.get(link.parent_line_id)
    if (!parent) remove.push(line.id)
    else if (Number(parent.quantity) !== Number(line.quantity)) update.push({ id: line.id, quantity: Number(parent.quantity) })
  }
  return new StepResponse({ remove, update })
})

export const syncCartExtrasWorkflow = createWorkflow("sync-cart-item-extras", (input: { cart_id: string }) => {
  const out = extrasOutOfLineStep(input)
  when("item-extra-orphans", { out }, ({ out }) => out.remove.length > 0).then(() => {
    deleteLineItemsWorkflow.runAsStep({ input: transform({ input, out }, ({ input, out }) => ({ cart_id: input.cart_id, ids: out.remove })) })
  })
  when("item-extra-quantities", { out }, ({ out }) => out.update.length > 0).then(() => {
    updateLineItemsStep(transform({ input, out }, ({ input, out }) => ({ id: input.cart_id, items: out.update })))
    // Promotions and taxes computed again for the new quantities.
    refreshCartItemsWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ cart_id: input.cart_id })) })
  })
  return new WorkflowResponse(out)
})

const refuseExtraQuantityStep = createStep("item-extra-refuse-quantity", async (input: { cart_id: string; line_id: string }, { container }) => {
  const line = (await cartLines(container as any, input.cart_id)).find((l) => l.id === input.line_id)
  if (line && extraOf(line)) throw ShopError.validation({ quantity: [itemExtraMessage("extra_quantity")] })
  return new StepResponse(true)
})

/** A device's new quantity (Medusa's updateLineItemInCartWorkflow); an extra's own quantity is not changed directly, it follows its device. */
export const updateCartLineWorkflow = createWorkflow(
  "update-cart-line-with-extras",
  (input: { cart_id: string; line_id: string; update: { quantity: number; metadata?: Record<string, unknown> | null } }) => {
    lockCart(input)
    refuseExtraQuantityStep(input)
    updateLineItemInCartWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({ cart_id: input.cart_id, item_id: input.line_id, update: input.update })),
    })
    syncCartExtrasWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ cart_id: input.cart_id })) })
    unlockCart(input)
    return new WorkflowResponse(true)
  },
)

/** An unknown cart is a 404 (Medusa's line deletion has no answer of its own for it). */
const cartExistsStep = createStep("item-extra-cart-exists", async (input: { cart_id: string }, { container }) => {
  await cartLines(container as any, input.cart_id)
  return new StepResponse(true)
})

/** Removing a line (Medusa's deleteLineItemsWorkflow): a device takes its warranty extension and insurance with it. */
export const removeCartLineWorkflow = createWorkflow("remove-cart-line-with-extras", (input: { cart_id: string; line_id: string }) => {
  lockCart(input)
  cartExistsStep(input)
  deleteLineItemsWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ cart_id: input.cart_id, ids: [input.line_id] })) })
  syncCartExtrasWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ cart_id: input.cart_id })) })
  unlockCart(input)
  return new WorkflowResponse(true)
})

/**
 * Medusa's addToCartWorkflow: a device added again joins its line, whose
 * extras follow the new quantity. With `installment_id` the line is paid on
 * that installment barem (the cart's line-payment choice); a barem that does
 * not hold undoes the addition.
 */
export const addCartLineWorkflow = createWorkflow(
  "add-cart-line-with-extras",
  (input: {
    cart_id: string
    item: { variant_id: string; quantity: number; metadata?: Record<string, unknown> | null }
    installment_id?: string
    additional_data?: Record<string, unknown>
  }) => {
    lockCart(input)
    addToCartWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({ cart_id: input.cart_id, items: [input.item], additional_data: input.additional_data })),
    })
    when("add-cart-line-on-installments", input, (i) => !!i.installment_id).then(() => {
      const line = addedLineInstallmentStep(
        transform({ input }, ({ input }) => ({ cart_id: input.cart_id, variant_id: input.item.variant_id, installment_id: input.installment_id! })),
      )
      updateLineItemsStep(transform({ input, line }, ({ input, line }) => ({ id: input.cart_id, items: [line] })))
    })
    syncCartExtrasWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ cart_id: input.cart_id })) })
    unlockCart(input)
    return new WorkflowResponse(true)
  },
)
