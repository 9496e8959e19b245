import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto"

/**
 * Encryption at rest of personal data and secrets the shop keeps (a buy-out
 * seller's birth number / CNP, ID card number, bank account / IBAN; a staff
 * member's two-factor secret) with AES-256-GCM.
 *
 * Key: PII_ENCRYPTION_KEY, 32 bytes given as 64 hex characters or as base64;
 * medusa-config refuses to start production without a usable one (lib/secrets),
 * and npm start keeps a generated one under .data/. Keep it: data encrypted
 * with one key cannot be read with another.
 *
 * Stored form: `v1:<key id>:<iv>:<auth tag>:<ciphertext>` (base64 parts); the
 * key id is the first 8 hex characters of SHA-256 of the key, so a value
 * encrypted with another key is recognised instead of failing obscurely, and
 * old keys listed in PII_ENCRYPTION_PREVIOUS_KEYS still decrypt after a key change.
 */
let cached: { key: Buffer; id: string; source: string } | null = null

export type Logger = { warn: (message: string) => void }

export function parseKey(raw: string): Buffer {
  const value = raw.trim()
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, "hex") : Buffer.from(value, "base64")
  if (key.length !== 32) {
    throw new Error("PII_ENCRYPTION_KEY must be 32 bytes: 64 hex characters or base64 of 32 bytes")
  }
  return key
}

function keyId(key: Buffer): string {
  return createHash("sha256").update(key).digest("hex").slice(0, 8)
}

export function encryptionKey(): { key: Buffer; id: string } {
  const source = process.env.PII_ENCRYPTION_KEY?.trim()
  if (!source) throw new Error("PII_ENCRYPTION_KEY is not set")
  if (cached?.source !== source) {
    const key = parseKey(source)
    cached = { key, id: keyId(key), source }
  }
  return cached
}

export function encrypt(plaintext: string): string {
  const { key, id } = encryptionKey()
  const iv = randomBytes(12)
  const cipher = createCipheriv("aes-256-gcm", key, iv)
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()])
  const tag = cipher.getAuthTag()
  return ["v1", id, iv.toString("base64"), tag.toString("base64"), ciphertext.toString("base64")].join(":")
}

/** Keys replaced by a new PII_ENCRYPTION_KEY stay readable when listed in PII_ENCRYPTION_PREVIOUS_KEYS (comma separated). */
function previousKeys(): Map<string, Buffer> {
  const keys = new Map<string, Buffer>()
  for (const raw of (process.env.PII_ENCRYPTION_PREVIOUS_KEYS ?? "").split(",")) {
    if (!raw.trim()) continue
    const key = parseKey(raw)
    keys.set(keyId(key), key)
  }
  return keys
}

export function decrypt(stored: string): string {
  const parts = stored.split(":")
  if (parts.length !== 5 || parts[0] !== "v1") throw new Error("Not an encrypted value")
  const [, id, iv, tag, ciphertext] = parts
  const current = encryptionKey()
  const key = id === current.id ? current.key : previousKeys().get(id)
  if (!key) throw new Error(`Encrypted with another key (${id}); the configured key is ${current.id}`)
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64"))
  decipher.setAuthTag(Buffer.from(tag, "base64"))
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64")), decipher.final()]).toString("utf8")
}

/** `******2745`: the last four characters, the rest hidden (all of it when short). */
export function mask(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === "") return value ?? null
  const compact = value.replace(/\s+/g, "")
  return compact.length > 4 ? `******${compact.slice(-4)}` : "******"
}
