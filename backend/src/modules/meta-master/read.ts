import { productQualityRank } from "@electroshop/contracts/catalog"
import type { MetaMaster as MetaMasterDetail, MetaMasterMember } from "@electroshop/contracts/meta-master"
import type { RemoteQueryFunction } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"

type Query = Omit<RemoteQueryFunction, symbol>

/**
 * Reads of meta masters with their member products through Medusa's Query
 * (the members are linked products, so the module service alone cannot load
 * them). Used by the admin and store routes.
 */
export const ADMIN_PRODUCT_FIELDS = ["id", "title", "handle", "thumbnail", "status", "metadata"]

/** Members ordered new first, then A+ … D, then by title: the order the shop offers them in. */
export function toMember(p: any): MetaMasterMember {
  const quality = typeof p.metadata?.quality === "string" ? p.metadata.quality : null
  return { id: p.id, title: p.title, handle: p.handle, thumbnail: p.thumbnail ?? null, status: p.status, quality }
}
export const byQuality = (a: MetaMasterMember, b: MetaMasterMember) =>
  productQualityRank(a.quality) - productQualityRank(b.quality) || a.title.localeCompare(b.title)

function toDetail(row: any): MetaMasterDetail {
  return {
    id: row.id,
    name: row.name,
    description: row.description ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    master_products: (row.products ?? []).filter(Boolean).map(toMember).sort(byQuality),
  }
}

export async function getMetaMasterDetail(query: Query, id: string): Promise<MetaMasterDetail> {
  const { data } = await query.graph({
    entity: "meta_master",
    fields: ["id", "name", "description", "created_at", "updated_at", ...ADMIN_PRODUCT_FIELDS.map((f) => `products.${f}`)],
    filters: { id },
  })
  if (!data[0]) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Meta master ${id} was not found`)
  return toDetail(data[0])
}

export async function listMetaMasterDetails(
  query: Query,
  { q, exclude_id, limit, offset }: { q?: string; exclude_id?: string; limit: number; offset: number },
): Promise<{
  meta_masters: (Omit<MetaMasterDetail, "master_products"> & { master_products_count: number; master_products: MetaMasterMember[] })[]
  count: number
}> {
  const filters: Record<string, unknown> = {}
  if (q) filters.name = { $ilike: `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%` }
  if (exclude_id) filters.id = { $ne: exclude_id }
  const { data, metadata } = await query.graph({
    entity: "meta_master",
    fields: ["id", "name", "description", "created_at", "updated_at", ...ADMIN_PRODUCT_FIELDS.map((f) => `products.${f}`)],
    filters,
    pagination: { skip: offset, take: limit, order: { name: "ASC" } },
  })
  return {
    meta_masters: data.map((row: any) => {
      const detail = toDetail(row)
      return { ...detail, master_products_count: detail.master_products.length }
    }),
    count: metadata?.count ?? data.length,
  }
}

/** The meta master of a published product, with its published members (for the storefront). */
export async function getMetaMasterOfProduct(query: Query, handle: string) {
  const { data } = await query.graph({
    entity: "product",
    fields: ["id", "handle", "meta_master.id", "meta_master.name", ...ADMIN_PRODUCT_FIELDS.map((f) => `meta_master.products.${f}`)],
    filters: { handle, status: "published" },
  })
  const mm = data[0]?.meta_master
  if (!mm) return null
  return {
    id: mm.id,
    name: mm.name,
    master_products: (mm.products ?? [])
      .filter((p: any) => p && p.status === "published")
      .map(toMember)
      .sort(byQuality),
  }
}
