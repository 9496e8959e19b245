import type { ShopVariant } from '@electroshop/domain/variant';

/** Who runs the shop (OPERATOR_* settings): the storefront's footer and contact page. */
export type ShopOperator = {
  name: string;
  /** IČO (cz) / CUI (ro). */
  id: string;
  /** DIČ (cz) / cod de înregistrare în scopuri de TVA (ro). */
  vat_id: string;
  address: string;
  /** Commercial register entry. */
  register: string;
  email: string;
  phone: string;
};

/** GET /public/storefront-config: the publishable API key (public by design), the backend's shop variant and the operator. */
export type StorefrontConfig = { publishable_key: string; variant: ShopVariant; operator: ShopOperator };
