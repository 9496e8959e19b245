import Medusa from "@medusajs/js-sdk"

/**
 * Admin API client for every screen of this plugin. The dashboard logs staff
 * in with a session cookie, so requests reuse it (`auth.type: "session"`).
 *
 * `__BACKEND_URL__` is filled in by the Medusa application's admin build from
 * `admin.backendUrl` in medusa-config ("/" = same origin as the dashboard).
 */
export const sdk = new Medusa({
  baseUrl: (typeof __BACKEND_URL__ !== "undefined" && __BACKEND_URL__) || "/",
  auth: {
    type: "session",
  },
})
