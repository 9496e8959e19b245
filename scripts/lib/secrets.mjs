import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"

const GENERATORS = {
  JWT_SECRET: () => crypto.randomBytes(32).toString("base64url"),
  COOKIE_SECRET: () => crypto.randomBytes(32).toString("base64url"),
  PII_ENCRYPTION_KEY: () => crypto.randomBytes(32).toString("hex"),
  // Shared by the backend and the storefront: the backend's purges of the page cache.
  STOREFRONT_PURGE_SECRET: () => crypto.randomBytes(32).toString("base64url"),
  // The shop's RSA key for TBI Bank: TBI encrypts its callbacks with the public half (docs/api/installments.md).
  TBI_PRIVATE_KEY: () => crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
}

/**
 * The backend's secrets for this checkout: generated once into
 * <dataDir>/secrets.json (readable by its owner only) and reused, so a
 * restart keeps admin sessions valid and still decrypts stored personal data.
 * A variable set in the environment wins over the file.
 */
export function loadSecrets(dataDir, env = process.env, log = console.log) {
  const file = path.join(dataDir, "secrets.json")
  const kept = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {}
  const missing = Object.keys(GENERATORS).filter((name) => !kept[name])
  if (missing.length) {
    for (const name of missing) kept[name] = GENERATORS[name]()
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(file, JSON.stringify(kept, null, 2) + "\n", { mode: 0o600 })
    log(`Generated ${missing.join(", ")} into ${path.relative(process.cwd(), file) || file}; keep this file with the database.`)
  }
  return Object.fromEntries(Object.keys(GENERATORS).map((name) => [name, env[name] || kept[name]]))
}
