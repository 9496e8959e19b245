import path from "node:path"
import { dynamicImport } from "@medusajs/framework/utils"
import middlewareConfig from "../middlewares"
import backendPackage from "../../../package.json"
import { buildOpenApiDocument, type OpenApiDocument, type OpenApiScope } from "./document"
import { findRoutes, type LoadRoute } from "./route-files"

export { buildOpenApiDocument, type OpenApiDocument, type OpenApiScope } from "./document"
export { findRouteFiles, findRoutes, exportedMethods, type RouteFile } from "./route-files"

/** backend/src/api (built: .medusa/server/src/api). */
export const API_DIR = path.resolve(__dirname, "..")

/**
 * The OpenAPI document of the shop's store or admin routes, from the route
 * files and the validators of `api/middlewares.ts`. `load` reads a route
 * module: Medusa's own loader in the backend, `import()` in tests.
 */
export async function generateOpenApiDocument(scope: OpenApiScope, load: LoadRoute = dynamicImport): Promise<OpenApiDocument> {
  const routes = await findRoutes(API_DIR, load)
  return buildOpenApiDocument({
    scope,
    routes,
    middlewares: middlewareConfig.routes ?? [],
    info: {
      title: `${backendPackage.name}: ${scope} API`,
      version: backendPackage.version,
      description: `The ${scope} routes this shop adds to Medusa's, generated from its route files and the zod schemas that validate them. Medusa's own routes: https://docs.medusajs.com/api/${scope}.`,
    },
  })
}

const generated = new Map<OpenApiScope, Promise<string>>()

/** The document as JSON text, generated once per process. */
export function openApiJson(scope: OpenApiScope): Promise<string> {
  let json = generated.get(scope)
  if (!json) {
    json = generateOpenApiDocument(scope).then((document) => JSON.stringify(document))
    // A failure is not remembered: the next request tries again.
    json.catch(() => generated.delete(scope))
    generated.set(scope, json)
  }
  return json
}
