import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
import { requireSecrets, secretProblem, SECRET_NAMES, type SecretName } from "../../backend/src/lib/secrets"
import { loadSecrets } from "../lib/secrets.mjs"
import { ROOT } from "../lib/config.mjs"

const names = SECRET_NAMES.join("|")
const PATTERNS = [
  new RegExp(`\\b(${names})\\s*[:=]\\s*["'\`]([^"'\`\\n]*)["'\`]`, "g"), // NAME: "value", NAME="value"
  new RegExp(`\\b(${names})=([^\\s"'\`]+)`, "g"), // NAME=value (env files, shell)
  new RegExp(`\\$\\{(${names}):?-([^}]*)\\}`, "g"), // \${NAME:-value} (compose, shell)
  new RegExp(`\\b(${names})\\s*(?:\\|\\||\\?\\?)\\s*["'\`]([^"'\`\\n]*)["'\`]`, "g"), // env.NAME || "value"
]
// An unquoted YAML value (also in docs' examples); in code the same form is an expression, not a value.
const YAML_PATTERN = new RegExp(`^\\s*(${names}):[ \\t]*([^\\s"'$][^\\s#]*)`, "gm")

/** Every literal value the text assigns to one of the secrets, in the forms config files and code use. */
const writtenValues = (text: string, file = "") =>
  [...PATTERNS, ...(/\.(ya?ml|md)$/.test(file) ? [YAML_PATTERN] : [])].flatMap((pattern) =>
    [...text.matchAll(pattern)].map(([, name, value]) => ({ name: name as SecretName, value })),
  )

const generated = () => loadSecrets(fs.mkdtempSync(path.join(os.tmpdir(), "secrets-")), {}, () => {})

describe("secrets rule", () => {
  it("accepts the values the launcher generates", () => {
    for (let i = 0; i < 20; i++) {
      const secrets = generated()
      for (const name of SECRET_NAMES) expect(secretProblem(name, secrets[name])).toBeNull()
    }
  })

  it("refuses missing, short, placeholder and non-random values", () => {
    expect(secretProblem("JWT_SECRET", undefined)).toBe("is not set")
    expect(secretProblem("JWT_SECRET", "  ")).toBe("is not set")
    expect(secretProblem("JWT_SECRET", "Xk2;pQ9!mZ4#aB7")).toMatch(/shorter than 32/)
    expect(secretProblem("COOKIE_SECRET", "change-me")).toMatch(/placeholder/)
    // Medusa's documented default
    expect(secretProblem("JWT_SECRET", "supersecret")).toMatch(/placeholder/)
    expect(secretProblem("JWT_SECRET", "electroshop-dev-jwt-secret-for-the-demo-shop")).toMatch(/placeholder/)
    expect(secretProblem("JWT_SECRET", "a".repeat(64))).toMatch(/not random/)
    expect(secretProblem("PII_ENCRYPTION_KEY", "0123456789abcdef".repeat(2))).toMatch(/32 bytes/)
  })

  it("refuses the PII key once derived from a string in the source, in hex and in base64", () => {
    const retired = createHash("sha256").update("electroshop-development-pii-key (not for production)").digest()
    expect(secretProblem("PII_ENCRYPTION_KEY", retired.toString("hex"))).toMatch(/published/)
    expect(secretProblem("PII_ENCRYPTION_KEY", retired.toString("base64"))).toMatch(/published/)
  })

  it("refuses every value written for a secret anywhere in the repository", () => {
    // The forms the repository used before: they must be seen for the scan to mean anything.
    const old = 'JWT_SECRET=change-me\n    COOKIE_SECRET: ${COOKIE_SECRET:-change-me}\njwtSecret: process.env.JWT_SECRET || "electroshop-dev-jwt-secret",'
    expect(
      writtenValues(old)
        .map((f) => f.value)
        .sort(),
    ).toEqual(["change-me", "change-me", "electroshop-dev-jwt-secret"])
    expect(writtenValues("  JWT_SECRET: supersecret\n", "docker-compose.yml").map((f) => f.value)).toEqual(["supersecret"])

    const files = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0").filter(Boolean)
    const accepted = []
    for (const file of files) {
      const full = path.join(ROOT, file)
      if (!fs.existsSync(full) || fs.statSync(full).size > 2_000_000) continue
      const text = fs.readFileSync(full, "utf8")
      if (text.includes("\0")) continue
      for (const { name, value } of writtenValues(text, file)) {
        if (value.trim() && secretProblem(name, value) === null) accepted.push({ file, name, value })
      }
    }
    expect(accepted).toEqual([])
  })

  it("docker-compose.yml refuses to run without each secret instead of supplying one", () => {
    const compose = fs.readFileSync(path.join(ROOT, "docker-compose.yml"), "utf8")
    // Meilisearch's master key is the backend's MEILISEARCH_API_KEY: a secret the repository must not supply either.
    expect(compose).not.toMatch(/MEILISEARCH_API_KEY:-/)
    expect(compose).toContain("MEILI_MASTER_KEY: ${MEILISEARCH_API_KEY:?")
    for (const name of SECRET_NAMES) {
      expect(compose).toContain(`${name}: \${${name}:?`)
      expect(compose).not.toMatch(new RegExp(`\\$\\{${name}:?-`))
    }
  })

  it("makes a production backend refuse, naming each variable; development gets random values", () => {
    const good = generated()
    expect(() => requireSecrets({ NODE_ENV: "production", ...good, JWT_SECRET: "" })).toThrow(/JWT_SECRET is not set/)
    expect(() => requireSecrets({ NODE_ENV: "production", ...good, COOKIE_SECRET: "change-me" })).toThrow(/COOKIE_SECRET is a placeholder/)
    expect(() => requireSecrets({ NODE_ENV: "production", ...good })).not.toThrow()
    const dev: NodeJS.ProcessEnv = { NODE_ENV: "development" }
    requireSecrets(dev)
    for (const name of SECRET_NAMES) expect(secretProblem(name, dev[name])).toBeNull()
  })
})
