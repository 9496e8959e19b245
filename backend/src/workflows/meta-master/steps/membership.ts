import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { META_MASTER_MODULE } from "../../../modules/meta-master"
import MetaMasterProductLink from "../../../links/meta-master-product"

type Membership = { meta_master_id: string; product_id: string }

const linkOf = ({ meta_master_id, product_id }: Membership) => ({
  [META_MASTER_MODULE]: { meta_master_id },
  [Modules.PRODUCT]: { product_id },
})

/** Unknown product ids are a field error of `master_product_ids` (400), not a 500. */
export const validateProductsStep = createStep("meta-master-validate-products", async (productIds: string[], { container }) => {
  if (productIds.length === 0) return new StepResponse([] as string[])
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product", fields: ["id"], filters: { id: productIds } })
  const known = new Set(data.map((p: { id: string }) => p.id))
  const unknown = productIds.filter((id) => !known.has(id))
  if (unknown.length) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `master_product_ids: unknown products ${unknown.join(", ")}`)
  }
  return new StepResponse(productIds)
})

/** Current memberships of the given products, or of every product of one meta master. */
async function currentMemberships(container: any, filters: { product_id?: string[]; meta_master_id?: string }): Promise<Membership[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: MetaMasterProductLink.entryPoint,
    fields: ["meta_master_id", "product_id"],
    filters,
  })
  return data.map((row: Membership) => ({ meta_master_id: row.meta_master_id, product_id: row.product_id }))
}

export type SetMembershipInput = {
  /** The meta master the products move to; null takes them out of any meta master. */
  meta_master_id: string | null
  product_ids?: string[]
  /** Every member of this meta master (used when a meta master is deleted). */
  all_of_meta_master_id?: string
}

/**
 * Moves products into one meta master (or out of all of them): a product is in
 * at most one meta master, so its current link is dismissed first. The
 * compensation puts every link back as it was.
 */
export const setProductsMetaMasterStep = createStep(
  "meta-master-set-products",
  async (input: SetMembershipInput, { container }) => {
    const link = container.resolve(ContainerRegistrationKeys.LINK)
    const previous = input.all_of_meta_master_id
      ? await currentMemberships(container, { meta_master_id: input.all_of_meta_master_id })
      : input.product_ids?.length
        ? await currentMemberships(container, { product_id: input.product_ids })
        : []
    const productIds = input.all_of_meta_master_id ? previous.map((m) => m.product_id) : [...new Set(input.product_ids ?? [])]
    const created = input.meta_master_id ? productIds.map((product_id) => ({ meta_master_id: input.meta_master_id!, product_id })) : []
    const toDismiss = previous.filter((p) => !created.some((c) => c.meta_master_id === p.meta_master_id && c.product_id === p.product_id))
    const toCreate = created.filter((c) => !previous.some((p) => p.meta_master_id === c.meta_master_id && p.product_id === c.product_id))

    if (toDismiss.length) await link.dismiss(toDismiss.map(linkOf))
    if (toCreate.length) await link.create(toCreate.map(linkOf))
    return new StepResponse({ product_ids: productIds }, { dismissed: toDismiss, created: toCreate })
  },
  async (changes, { container }) => {
    if (!changes) return
    const link = container.resolve(ContainerRegistrationKeys.LINK)
    if (changes.created.length) await link.dismiss(changes.created.map(linkOf))
    if (changes.dismissed.length) await link.create(changes.dismissed.map(linkOf))
  },
)
