import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import {
  COVER_PERIOD,
  STOCK_FIGURE_PERIODS,
  stockFigureValue,
  type AdminListStockFigures,
  type AdminStockFigure,
  type StockFigurePeriod,
  type StockMovementKind,
} from "@electroshop/contracts/warehouse"
import { WAREHOUSE_MODULE, type WarehouseModuleService } from "./index"

type QueryContainer = Pick<MedusaContainer, "resolve">
type ItemRow = {
  id: string
  sku: string | null
  title: string | null
  location_levels?: ({ stocked_quantity: unknown; reserved_quantity: unknown } | null)[]
  variants?: ({ title: string | null; product?: { title: string } | null } | null)[]
}
type Periods = Record<`${StockFigurePeriod}`, number>

const noUnits = (): Periods => Object.fromEntries(STOCK_FIGURE_PERIODS.map((days) => [String(days), 0])) as Periods

/** "Apple iPhone 16, Black / 128 GB": the product and variant the item is stocked for, else the item's own title. */
function titleOf(item: ItemRow): string {
  const variant = item.variants?.find((v) => v?.product)
  if (!variant?.product) return item.title ?? item.sku ?? item.id
  return variant.title && variant.title !== variant.product.title ? `${variant.product.title}, ${variant.title}` : variant.product.title
}

/** Nulls (no SKU, no sales to cover) last in both directions; ties by SKU, so pages are stable. */
function compare(sort: AdminListStockFigures["sort"], direction: AdminListStockFigures["direction"]) {
  const sign = direction === "asc" ? 1 : -1
  return (a: AdminStockFigure, b: AdminStockFigure) => {
    const [x, y] = [stockFigureValue(a, sort), stockFigureValue(b, sort)]
    if (x !== y) {
      if (x === null) return 1
      if (y === null) return -1
      return sign * (typeof x === "string" ? x.localeCompare(String(y)) : x - Number(y))
    }
    return (a.sku ?? "").localeCompare(b.sku ?? "") || a.inventory_item_id.localeCompare(b.inventory_item_id)
  }
}

/**
 * Every stock item's figures over all stock locations, searched and sorted as asked: Medusa's levels
 * (on hand, reserved) beside the ledger's sums per period (one query). Sorted in memory, since days of
 * cover and the sums are not columns anywhere; a shop's few thousand items take milliseconds.
 */
export async function stockFigures(
  container: QueryContainer,
  { q, sort, direction }: Pick<AdminListStockFigures, "q" | "sort" | "direction">,
): Promise<AdminStockFigure[]> {
  const [{ data: items }, totals] = await Promise.all([
    container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "inventory_item",
      fields: ["id", "sku", "title", "location_levels.stocked_quantity", "location_levels.reserved_quantity", "variants.title", "variants.product.title"],
    }),
    container.resolve<WarehouseModuleService>(WAREHOUSE_MODULE).movementTotals(STOCK_FIGURE_PERIODS),
  ])
  const moved = new Map(totals.map((t) => [`${t.inventory_item_id}|${t.kind}`, t.totals]))
  const perPeriod = (itemId: string, kind: StockMovementKind): Periods => {
    const sums = moved.get(`${itemId}|${kind}`)
    const periods = noUnits()
    STOCK_FIGURE_PERIODS.forEach((days, i) => (periods[`${days}`] = sums?.[i] ?? 0))
    return periods
  }
  const needle = q?.toLocaleLowerCase()
  const figures = (items as ItemRow[]).flatMap((item): AdminStockFigure[] => {
    const title = titleOf(item)
    if (needle && !`${item.sku ?? ""} ${title}`.toLocaleLowerCase().includes(needle)) return []
    const levels = (item.location_levels ?? []).flatMap((level) => (level ? [level] : []))
    const onHand = levels.reduce((sum, level) => sum + Number(level.stocked_quantity), 0)
    const reserved = levels.reduce((sum, level) => sum + Number(level.reserved_quantity), 0)
    const available = onHand - reserved
    const sold = perPeriod(item.id, "sold")
    const dailySales = sold[`${COVER_PERIOD}`] / COVER_PERIOD
    return [
      {
        inventory_item_id: item.id,
        sku: item.sku,
        title,
        on_hand: onHand,
        reserved,
        available,
        sold,
        received: perPeriod(item.id, "received"),
        days_of_cover: dailySales > 0 ? Math.floor(Math.max(available, 0) / dailySales) : null,
      },
    ]
  })
  return figures.sort(compare(sort, direction))
}
