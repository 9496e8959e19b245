import pg from "pg"

export const BACKEND_URL = process.env.BACKEND_URL ?? "http://localhost:9000"
export const VARIANT = (process.env.SHOP_VARIANT ?? "cz") as "cz" | "ro"
export const CURRENCY = VARIANT === "cz" ? "czk" : "ron"
export const COUNTRY = VARIANT === "cz" ? "cz" : "ro"

export type ApiResponse<T = any> = { status: number; body: T; headers: Headers }

async function call<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<ApiResponse<T>> {
  const headers = new Headers(init.headers)
  if (init.json !== undefined) headers.set("content-type", "application/json")
  const res = await fetch(`${BACKEND_URL}${path}`, {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  })
  const text = await res.text()
  let body: any = text
  try {
    body = JSON.parse(text)
  } catch {}
  return { status: res.status, body, headers: res.headers }
}

let publishableKey: string | undefined
export async function getPublishableKey(): Promise<string> {
  if (!publishableKey) {
    const { body } = await call<{ publishable_key: string }>("/public/storefront-config")
    publishableKey = body.publishable_key
  }
  return publishableKey
}

export async function store<T = any>(path: string, init: RequestInit & { json?: unknown } = {}) {
  const headers = new Headers(init.headers)
  headers.set("x-publishable-api-key", await getPublishableKey())
  return call<T>(path, { ...init, headers })
}

const tokens = new Map<string, string>()

/** A bearer token of this staff login, signed in once per test file (the demo accounts share the admin's password: scripts/seed/staff.ts). */
export async function staffToken(email: string, password = process.env.ADMIN_PASSWORD ?? "Admin123!"): Promise<string> {
  if (!tokens.has(email)) {
    const { body, status } = await call<{ token: string }>("/auth/user/emailpass", { method: "POST", json: { email, password } })
    if (status !== 200) throw new Error(`login of ${email} failed: ${status} ${JSON.stringify(body)}`)
    tokens.set(email, body.token)
  }
  return tokens.get(email)!
}

/** Calls as the staff member with this login. */
export function signedIn(email: string, password?: string) {
  return async <T = any>(path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers)
    headers.set("authorization", `Bearer ${await staffToken(email, password)}`)
    return call<T>(path, { ...init, headers })
  }
}

export const admin = signedIn(process.env.ADMIN_EMAIL ?? "admin@electroshop.local")

export const anonymous = <T = any>(path: string, init: RequestInit & { json?: unknown } = {}) => call<T>(path, init)

export async function variantRegion() {
  const { body } = await store<{ regions: any[] }>("/store/regions")
  const region = body.regions.find((r) => r.currency_code === CURRENCY)
  if (!region) throw new Error(`no ${CURRENCY} region`)
  return region
}

export function db() {
  return new pg.Client({ connectionString: process.env.DATABASE_URL })
}

/** Read models (the catalogue listing) follow an event, not a schedule: poll until the listing shows the change, giving up after a few seconds. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const giveUp = Date.now() + 5000
  for (;;) {
    const value = await read()
    if (check(value) || Date.now() > giveUp) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
