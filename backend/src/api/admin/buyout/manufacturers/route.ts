import { MANUFACTURERS, lookupListRoutes } from "../lookup-routes"

/** GET /admin/buyout/manufacturers → { manufacturers }; POST { value, label, position? } → 201 { manufacturer }. */
export const { GET, POST } = lookupListRoutes(MANUFACTURERS)
