import { createHash, randomBytes } from "node:crypto"
import { parseKey } from "./pii-crypto"

/**
 * The backend's secrets: JWT_SECRET signs admin and customer tokens,
 * COOKIE_SECRET signs session cookies, PII_ENCRYPTION_KEY encrypts sellers'
 * identity data, STOREFRONT_PURGE_SECRET lets the backend empty the
 * storefront's page cache (docs/caching.md "Page cache"). Anyone who knows one can
 * forge admin access, read that data or make every page render anew, so a production backend refuses to start unless each is set and is
 * not a value that can be read anywhere (docs/security.md "Secrets").
 */
export const SECRET_NAMES = ["JWT_SECRET", "COOKIE_SECRET", "PII_ENCRYPTION_KEY", "STOREFRONT_PURGE_SECRET"] as const
export type SecretName = (typeof SECRET_NAMES)[number]

const MIN_LENGTH = 32
const MIN_DISTINCT_CHARACTERS = 10
// Placeholders and old defaults contain one of these words; a random value
// practically never does. scripts/tests/secrets.test.ts checks that every
// value written for these variables anywhere in the repository is refused.
const PLACEHOLDER_WORDS = ["change", "secret", "example", "electroshop", "medusa", "password", "default", "replace"]
// The PII key once derived from a string in the source; data may still be encrypted with it.
const RETIRED_PII_KEY = createHash("sha256").update("electroshop-development-pii-key (not for production)").digest()

/** Why the value cannot be used for the secret, or null when it can. */
export function secretProblem(name: SecretName, value: string | undefined): string | null {
  const v = value?.trim() ?? ""
  if (!v) return "is not set"
  const lower = v.toLowerCase()
  if (PLACEHOLDER_WORDS.some((word) => lower.includes(word))) return "is a placeholder or a published value"
  if (new Set(v).size < MIN_DISTINCT_CHARACTERS) return "is not random (too few different characters)"
  if (name === "PII_ENCRYPTION_KEY") {
    let key: Buffer
    try {
      key = parseKey(v)
    } catch {
      return "must be 32 bytes: 64 hex characters or base64 of 32 bytes"
    }
    if (key.equals(RETIRED_PII_KEY)) return "is a published value"
    return null
  }
  if (v.length < MIN_LENGTH) return `is shorter than ${MIN_LENGTH} characters`
  return null
}

const generate = (name: SecretName) => (name === "PII_ENCRYPTION_KEY" ? randomBytes(32).toString("hex") : randomBytes(32).toString("base64url"))

const isProduction = (nodeEnv: string | undefined) => !/^(dev|development|test)?$/.test(nodeEnv ?? "")

/**
 * In production throws an error naming every missing or unusable secret.
 * In development (e.g. `medusa develop` without the launcher) a missing
 * secret gets a random value for this process, so nothing fixed is ever used;
 * `npm run dev` passes the launcher's kept ones instead.
 */
export function requireSecrets(env: NodeJS.ProcessEnv = process.env): void {
  const problems = SECRET_NAMES.map((name) => ({ name, problem: secretProblem(name, env[name]) })).filter((p) => p.problem)
  if (!problems.length) return
  if (isProduction(env.NODE_ENV)) {
    throw new Error(
      "Refusing to start in production: " +
        problems.map((p) => `${p.name} ${p.problem}`).join("; ") +
        '. Set long random values, e.g. `openssl rand -hex 32` (docs/security.md "Secrets"); npm start generates them under .data/.',
    )
  }
  for (const { name, problem } of problems) {
    if (problem !== "is not set") {
      console.warn(`${name} ${problem}; a production backend would refuse it.`)
      continue
    }
    env[name] = generate(name)
    console.warn(`${name} is not set: using a random value until this process ends (npm run dev keeps one under .data/).`)
  }
}
