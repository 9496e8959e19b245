/** The trader running the shop, as the backend's `GET /public/storefront-config` names it (OPERATOR_* settings). */
export interface Operator {
  name: string;
  /** IČO (cz) / CUI (ro). */
  id: string;
  vat_id: string;
  address: string;
  register: string;
  email: string;
  phone: string;
}
