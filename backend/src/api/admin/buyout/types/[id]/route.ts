import { DEVICE_TYPES, lookupItemRoutes } from "../../lookup-routes"

/** POST /admin/buyout/types/:id { value?, label?, for_buyout?, type_device?, position? } → { type }; DELETE: only one without models. */
export const { POST, DELETE } = lookupItemRoutes(DEVICE_TYPES)
