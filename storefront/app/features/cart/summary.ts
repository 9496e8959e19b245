import { ISIC_PROMOTION_CODE, TRADE_IN_CODE_PREFIX, isTradeInCode, type IsicCard, type TradeInBonus } from '@electroshop/contracts/promotion';
import type { ItemExtraLink } from '@electroshop/contracts/item-extra';
import { linePaymentChoice, type LinePaymentChoice } from '@electroshop/contracts/installment';
import type { MiniCartItem } from './cart';

/**
 * Display model of a cart or an order: lines and totals exactly as Medusa
 * computed them (major units, with VAT). Built on the server, so pages get
 * only what they show.
 */
export interface SummaryLine extends MiniCartItem {
  /** Unit price with VAT, before discounts. */
  unitPrice: number;
  /** Line total with VAT, before discounts. */
  total: number;
  /** A warranty extension or an insurance of the device line it names (shown right after it). */
  extra: { kind: ItemExtraLink['kind']; parentLineId: string } | null;
  /** How the shopper pays this line when not normally: its installment barem (and arrange type) or its lease. */
  payment: LinePaymentChoice | null;
}

export interface SummaryTotals {
  currencyCode: string;
  itemTotal: number;
  shippingTotal: number;
  discountTotal: number;
  taxTotal: number;
  total: number;
}

export interface Summary {
  lines: SummaryLine[];
  totals: SummaryTotals;
  /** Discount codes the shopper typed (the ISIC discount is shown as its card, trade-in bonuses as their sales). */
  promotions: { id: string; code: string }[];
  /** The ISIC card discount is on. */
  isicDiscount: boolean;
  /** Its verified card, where the source carries it (a cart; the store API keeps an order's metadata from shoppers). */
  isic: IsicCard | null;
  /** Trade-in bonuses in effect, one per sale (from the source's metadata, where it carries them). */
  tradeIn: TradeInBonus[];
  /** The sale numbers of the trade-in bonuses in effect (an order's page has them from its promotions only). */
  tradeInSales: string[];
  shippingMethod: string | null;
}

interface LineLike {
  id: string;
  title: string;
  product_title?: string | null;
  variant_title?: string | null;
  product_handle?: string | null;
  thumbnail?: string | null;
  quantity: number;
  unit_price: number;
  original_total?: number | null;
  total?: number | null;
  metadata?: Record<string, unknown> | null;
}

interface TotalsLike {
  currency_code: string;
  items?: LineLike[] | null;
  original_item_total?: number | null;
  item_total?: number | null;
  shipping_total?: number | null;
  discount_total?: number | null;
  tax_total?: number | null;
  total?: number | null;
  shipping_methods?: { name?: string | null }[] | null;
  promotions?: { id: string; code?: string | null }[] | null;
  metadata?: Record<string, unknown> | null;
}

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);

export function toSummary(source: TotalsLike): Summary {
  const lines = (source.items ?? []).map((item): SummaryLine => {
    const total = num(item.original_total ?? item.total ?? item.unit_price * item.quantity);
    return {
      id: item.id,
      title: item.product_title || item.title,
      variantTitle: item.variant_title ?? null,
      handle: item.product_handle ?? null,
      thumbnail: item.thumbnail ?? null,
      quantity: item.quantity,
      unitPrice: item.quantity > 0 ? total / item.quantity : num(item.unit_price),
      total,
      extra: extraOf(item),
      payment: linePaymentChoice(item.metadata),
    };
  });
  return {
    lines: withExtrasAfterTheirDevice(lines),
    totals: {
      currencyCode: source.currency_code,
      itemTotal: num(source.original_item_total ?? source.item_total),
      shippingTotal: num(source.shipping_total),
      discountTotal: num(source.discount_total),
      taxTotal: num(source.tax_total),
      total: num(source.total),
    },
    promotions: (source.promotions ?? [])
      .filter((p): p is { id: string; code: string } => Boolean(p.code) && p.code !== ISIC_PROMOTION_CODE && !isTradeInCode(p.code))
      .map(({ id, code }) => ({ id, code })),
    isicDiscount: isicDiscount(source),
    isic: isicDiscount(source) ? ((source.metadata?.isic as IsicCard | null | undefined) ?? null) : null,
    tradeIn: tradeInBonuses(source),
    tradeInSales: (source.promotions ?? []).filter((p) => isTradeInCode(p.code)).map((p) => String(p.code).slice(TRADE_IN_CODE_PREFIX.length)),
    shippingMethod: source.shipping_methods?.[0]?.name ?? null,
  };
}

const isicDiscount = (source: TotalsLike) => (source.promotions ?? []).some((p) => p.code === ISIC_PROMOTION_CODE);

function extraOf(item: LineLike): SummaryLine['extra'] {
  const link = item.metadata?.item_extra as ItemExtraLink | undefined;
  return link && typeof link.parent_line_id === 'string' ? { kind: link.kind, parentLineId: link.parent_line_id } : null;
}

/** Each device followed by its warranty extension and insurances. */
function withExtrasAfterTheirDevice(lines: SummaryLine[]): SummaryLine[] {
  const ids = new Set(lines.map((l) => l.id));
  const own = (l: SummaryLine) => l.extra !== null && ids.has(l.extra.parentLineId);
  return lines.filter((l) => !own(l)).flatMap((line) => [line, ...lines.filter((e) => own(e) && e.extra?.parentLineId === line.id)]);
}

/** The metadata's bonuses whose promotion is still on (Medusa drops one whose line is gone). */
function tradeInBonuses(source: TotalsLike): TradeInBonus[] {
  const listed = Array.isArray(source.metadata?.trade_in) ? (source.metadata.trade_in as TradeInBonus[]) : [];
  const codes = new Set((source.promotions ?? []).map((p) => p.code));
  return listed.filter((bonus) => codes.has(bonus.code));
}
