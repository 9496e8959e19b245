import { isProductQuality, isVariantInStock, type ProductQuality, type ProductRating } from '@electroshop/contracts/catalog';
import type { HttpTypes } from '@medusajs/types';

/**
 * Pure product helpers shared by server and browser: prices, stock, variant
 * selection. Prices come from Medusa (major units, with VAT); nothing here
 * computes a price.
 */

export type Product = HttpTypes.StoreProduct;
export type Variant = HttpTypes.StoreProductVariant;

export function productMeta(product: Pick<Product, 'metadata'>, key: string): string | null {
  const value = product.metadata?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function productQuality(product: Pick<Product, 'metadata'>): ProductQuality | null {
  const value = productMeta(product, 'quality');
  return isProductQuality(value) ? value : null;
}

/** Used devices carry a grade; new ones do not show a badge. */
export function isUsed(product: Pick<Product, 'metadata'>): boolean {
  const quality = productQuality(product);
  return quality !== null && quality !== 'new';
}

export interface PriceInfo {
  amount: number;
  originalAmount: number | null;
  currencyCode: string;
}

/** The price fields a shown price reads (variantPrice). */
type ShownPrice = Pick<
  NonNullable<Variant['calculated_price']>,
  'calculated_amount' | 'calculated_amount_with_tax' | 'original_amount' | 'original_amount_with_tax' | 'currency_code'
>;

/**
 * A product as a card shows it (ProductCard): names, image, grade and maker
 * (`metadata`), each variant's shown price and stock, its rating and special
 * offers' labels when the listing has them.
 */
export type CardProduct = Pick<Product, 'id' | 'title' | 'handle' | 'thumbnail' | 'metadata'> & {
  variants?: (Pick<Variant, 'id' | 'manage_inventory' | 'allow_backorder' | 'inventory_quantity'> & { calculated_price?: ShownPrice | null })[] | null;
  rating?: ProductRating | null;
  offers?: string[];
};

export function variantPrice(variant: { calculated_price?: ShownPrice | null } | null | undefined): PriceInfo | null {
  const price = variant?.calculated_price;
  if (!price) return null;
  const amount = price.calculated_amount_with_tax ?? price.calculated_amount;
  if (amount === null || amount === undefined) return null;
  const original = price.original_amount_with_tax ?? price.original_amount;
  return {
    amount,
    originalAmount: original !== null && original !== undefined && original > amount ? original : null,
    currencyCode: price.currency_code ?? '',
  };
}

/** The cheapest variant price: what a product card shows ("from"). */
export function lowestPrice(product: Pick<CardProduct, 'variants'>): { price: PriceInfo; several: boolean } | null {
  const prices = (product.variants ?? [])
    .map(variantPrice)
    .filter((p): p is PriceInfo => p !== null)
    .sort((a, b) => a.amount - b.amount);
  if (prices.length === 0) return null;
  const several = prices[prices.length - 1].amount !== prices[0].amount;
  return { price: prices[0], several };
}

export function productImages(product: Product): string[] {
  const urls = (product.images ?? [])
    .slice()
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
    .map((image) => image.url)
    .filter(Boolean);
  if (product.thumbnail && !urls.includes(product.thumbnail)) urls.unshift(product.thumbnail);
  return urls;
}

function optionValueOf(variant: Variant, optionId: string): string | null {
  const match = (variant.options ?? []).find((o) => (o.option_id ?? o.option?.id) === optionId);
  return match?.value ?? null;
}

/** The variant named by `?variant=`, else the first one in stock, else the first. */
export function selectVariant(product: Product, variantId: string | null): Variant | null {
  const variants = product.variants ?? [];
  return variants.find((v) => v.id === variantId) ?? variants.find(isVariantInStock) ?? variants[0] ?? null;
}

const COLOUR_TITLE = /barv|culoa|colou?r/i;

export interface OptionChoice {
  value: string;
  /** The variant this choice leads to (keeps the other options where possible). */
  variantId: string | null;
  selected: boolean;
  available: boolean;
  colorHex: string | null;
}

export interface OptionGroup {
  id: string;
  title: string;
  isColour: boolean;
  choices: OptionChoice[];
}

/**
 * Options (colour, storage…) with, for each value, the variant a link should
 * select: the one matching the other current choices, else any with that value.
 */
export function optionGroups(product: Product, selected: Variant | null): OptionGroup[] {
  const variants = product.variants ?? [];
  const options = (product.options ?? []).slice();
  return options.map((option) => {
    // Values in the order the variants list them (Medusa leaves option value ranks empty).
    const firstUse = (value: string) => {
      const index = variants.findIndex((v) => optionValueOf(v, option.id) === value);
      return index === -1 ? Number.MAX_SAFE_INTEGER : index;
    };
    const values = (option.values ?? []).slice().sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0) || firstUse(a.value) - firstUse(b.value));
    const otherCurrent = options.filter((o) => o.id !== option.id).map((o) => ({ id: o.id, value: selected ? optionValueOf(selected, o.id) : null }));
    const choices: OptionChoice[] = values.map(({ value }) => {
      const withValue = variants.filter((v) => optionValueOf(v, option.id) === value);
      const exact = withValue.find((v) => otherCurrent.every((o) => optionValueOf(v, o.id) === o.value));
      const target = exact ?? withValue.find(isVariantInStock) ?? withValue[0] ?? null;
      const hex = target?.metadata?.color_hex;
      return {
        value,
        variantId: target?.id ?? null,
        selected: selected ? optionValueOf(selected, option.id) === value : false,
        available: withValue.some(isVariantInStock),
        colorHex: typeof hex === 'string' ? hex : null,
      };
    });
    const isColour = COLOUR_TITLE.test(option.title) || (options.length === 1 && choices.every((c) => c.colorHex));
    return { id: option.id, title: option.title, isColour, choices };
  });
}
