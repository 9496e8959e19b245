import path from "node:path"
import { fileURLToPath } from "node:url"

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
export const DATA_DIR = path.join(ROOT, ".data")

export const DEFAULT_ADMIN = { email: "admin@electroshop.local", password: "Admin123!" }

/** Everything the launcher needs, from the environment with documented defaults (.env.example). */
export function resolveConfig(env = process.env) {
  const variant = (env.SHOP_VARIANT || "cz").toLowerCase()
  if (!["cz", "ro"].includes(variant)) throw new Error(`SHOP_VARIANT must be cz or ro, not "${env.SHOP_VARIANT}"`)
  const backendPort = Number(env.BACKEND_PORT || 9000)
  const storefrontPort = Number(env.STOREFRONT_PORT || 8000)
  // Generated secrets, the list of running servers and the embedded database.
  const dataDir = env.SHOP_DATA_DIR ? path.resolve(env.SHOP_DATA_DIR) : DATA_DIR
  return {
    dataDir,
    variant,
    backendPort,
    storefrontPort,
    backendUrl: `http://localhost:${backendPort}`,
    storefrontUrl: `http://localhost:${storefrontPort}`,
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    embeddedPgPort: Number(env.EMBEDDED_PG_PORT || 54329),
    embeddedPgDir: path.resolve(env.EMBEDDED_PG_DIR || path.join(dataDir, "postgres")),
    adminEmail: env.ADMIN_EMAIL || DEFAULT_ADMIN.email,
    adminPassword: env.ADMIN_PASSWORD || DEFAULT_ADMIN.password,
  }
}
