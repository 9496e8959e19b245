/** The meta-master admin API (`/admin/meta-masters/*`): response shapes. */

/** A product grouped under a meta master, with its quality (`metadata.quality`). */
export type MetaMasterMember = { id: string; title: string; handle: string; thumbnail: string | null; status: string; quality: string | null };

/** GET /admin/meta-masters/:id → `{ meta_master }`; members new first, then by grade. */
export type MetaMaster = {
  id: string;
  name: string;
  description: string | null;
  created_at: string;
  updated_at: string;
  master_products: MetaMasterMember[];
};

/** What every admin change of a meta master answers (create, update, add/remove products, swap). */
export type MetaMasterResponse = { meta_master: MetaMaster };

/** GET /store/meta-masters/by-product/:handle: the product's meta master with its published members (no status), or null. */
export type StoreMetaMasterResponse = {
  meta_master: { id: string; name: string; master_products: Omit<MetaMasterMember, 'status'>[] } | null;
};

/** GET /admin/meta-masters: one row. */
export type MetaMasterListItem = MetaMaster & { master_products_count: number };
export type MetaMasterList = { meta_masters: MetaMasterListItem[]; count: number; limit: number; offset: number };
