import { MANUFACTURERS, lookupItemRoutes } from "../../lookup-routes"

/** POST /admin/buyout/manufacturers/:id { value?, label?, position? } → { manufacturer }; DELETE: only one without models. */
export const { POST, DELETE } = lookupItemRoutes(MANUFACTURERS)
