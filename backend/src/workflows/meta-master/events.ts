/**
 * Events the meta-master workflows emit. A meta master groups one device's
 * qualities, shown on each member's product page: a change there changes
 * those pages (subscribers/catalog-changed.ts).
 */
export const MetaMasterEvents = {
  CHANGED: "meta-master.changed",
} as const
