import fs from "node:fs"
import path from "node:path"
import { HTTP_METHODS, findRoutes, type RouteModule } from "../../src/api/openapi/route-files"

/** A route module's methods and AUTHENTICATE flag read off its source (`export async function GET`, compiled `exports.GET =`), without loading it. */
function exportsOf(file: string): RouteModule {
  const source = fs.readFileSync(file, "utf8")
  const methods = HTTP_METHODS.filter((m) => new RegExp(`export (async )?function ${m}\\b|export const ${m}\\b|exports\\.${m} =`).test(source))
  return { ...Object.fromEntries(methods.map((m) => [m, () => {}])), AUTHENTICATE: !/AUTHENTICATE = false/.test(source) }
}

export type AdminRoute = { method: string; path: string; authenticate: boolean }

/**
 * Every admin route there is, by method, found on the file system as Medusa's route loader finds
 * them: Medusa's own (its package's compiled routes) and the shop's. Path parameters are `probe`,
 * an id nothing has.
 */
export async function adminRoutes(): Promise<AdminRoute[]> {
  const medusaApi = path.join(path.dirname(require.resolve("@medusajs/medusa/package.json")), "dist/api")
  const shopApi = path.resolve(__dirname, "../../src/api")
  const routes = [...(await findRoutes(medusaApi, exportsOf)), ...(await findRoutes(shopApi, exportsOf))].filter((r) => r.path.startsWith("/admin/"))
  return routes.flatMap((r) => r.methods.map((method) => ({ method, path: r.path.replace(/\[\w+\]/g, "probe"), authenticate: r.authenticate })))
}
