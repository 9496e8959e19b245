/**
 * Which fields a failed create names: the admin routes validate with Medusa's
 * zod middleware, whose 400 message lists issues as "Field 'value' is required; …"
 * (the field quoted); a duplicate slug answers "… value: x, already exists".
 * Returns field → message, and `_` for what names no known field.
 */
export function fieldErrors(error: unknown, fields: readonly string[]): Record<string, string> {
  const raw = error && typeof error === "object" ? (error as { message?: unknown }).message : undefined
  if (typeof raw !== "string") return {}
  const out: Record<string, string> = {}
  for (const part of raw.replace(/^Invalid request:\s*/, "").split("; ")) {
    const quoted = /'([a-z_]+)'/.exec(part)?.[1]
    const field = quoted && fields.includes(quoted) ? quoted : /already exists/i.test(part) && fields.includes("value") ? "value" : "_"
    out[field] = out[field] ? `${out[field]}; ${part}` : part
  }
  return out
}
