// Stock figures per stock item (issue 36): units sold and received over the specification's periods,
// stock on hand, reserved and days of cover, for buying decisions. Response shapes, zod-free like
// ./picking.ts (the query schema is in ./schemas.ts).

/** §9 "Sales and purchase stats periods: 7, 21, 42, 90 days." */
export const STOCK_FIGURE_PERIODS = [7, 21, 42, 90] as const;
export type StockFigurePeriod = (typeof STOCK_FIGURE_PERIODS)[number];
/** Days of cover are the available units over the average daily sales of the longest period. */
export const COVER_PERIOD: StockFigurePeriod = 90;
export const STOCK_FIGURES_PAGE_SIZE = 50;

/** What the stock ledger keeps: a unit sold (an order placed; undone by its cancel) or received (stock added in the admin). */
export const STOCK_MOVEMENT_KINDS = ['sold', 'received'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/** The grid's columns it sorts by: `sold_7` … `received_90` are the periods' figures. */
export const STOCK_FIGURE_SORTS = [
  'sku',
  'title',
  'on_hand',
  'reserved',
  'available',
  ...STOCK_MOVEMENT_KINDS.flatMap((kind) => STOCK_FIGURE_PERIODS.map((days) => `${kind}_${days}` as const)),
  'days_of_cover',
] as const;
export type StockFigureSort = (typeof STOCK_FIGURE_SORTS)[number];
/** The grid's sort directions (the list's and the export's `direction`). */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** One stock item's figures (GET /admin/stock-figures), over all stock locations. */
export type AdminStockFigure = {
  inventory_item_id: string;
  sku: string | null;
  /** The product and variant the item is stocked for, else the item's own title. */
  title: string;
  on_hand: number;
  reserved: number;
  /** On hand less reserved: what can still be sold. */
  available: number;
  /** Units per period, keyed by its days ("7" … "90"). */
  sold: Record<`${StockFigurePeriod}`, number>;
  received: Record<`${StockFigurePeriod}`, number>;
  /** Whole days the available units last at the last 90 days' sales; null: nothing sold in them. */
  days_of_cover: number | null;
};

export type AdminStockFiguresResponse = {
  stock_figures: AdminStockFigure[];
  count: number;
  limit: number;
  offset: number;
};

/** GET /admin/stock-figures/export: every stock item the list finds, in its order, unpaged. */
export type AdminStockFiguresExportResponse = {
  stock_figures: AdminStockFigure[];
};

/** A period's column (`sold_7` … `received_90`). */
export type StockFigurePeriodColumn = `${StockMovementKind}_${StockFigurePeriod}`;

/** A period's column's kind and days (`sold_7` → sold, 7); null for the other columns. */
export function periodOf(column: StockFigureSort): { kind: StockMovementKind; days: StockFigurePeriod } | null {
  const match = /^(sold|received)_(\d+)$/.exec(column);
  return match ? { kind: match[1] as StockMovementKind, days: Number(match[2]) as StockFigurePeriod } : null;
}

/** A stock item's figure in a column (shown, sorted by and exported): null where it has none (no SKU, nothing sold to cover). */
export function stockFigureValue(figure: AdminStockFigure, column: StockFigureSort): string | number | null {
  const period = periodOf(column);
  return period ? figure[period.kind][`${period.days}`] : figure[column as Exclude<StockFigureSort, StockFigurePeriodColumn>];
}
