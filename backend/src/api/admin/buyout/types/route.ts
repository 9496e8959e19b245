import { DEVICE_TYPES, lookupListRoutes } from "../lookup-routes"

/** GET /admin/buyout/types → { types }; POST { value, label, for_buyout?, type_device?, position? } → 201 { type }. */
export const { GET, POST } = lookupListRoutes(DEVICE_TYPES)
