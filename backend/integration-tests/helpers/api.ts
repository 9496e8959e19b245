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

let adminToken: string | undefined
export async function admin<T = any>(path: string, init: RequestInit & { json?: unknown } = {}) {
  if (!adminToken) {
    const { body, status } = await call<{ token: string }>("/auth/user/emailpass", {
      method: "POST",
      json: { email: process.env.ADMIN_EMAIL ?? "admin@electroshop.local", password: process.env.ADMIN_PASSWORD ?? "Admin123!" },
    })
    if (status !== 200) throw new Error(`admin login failed: ${status} ${JSON.stringify(body)}`)
    adminToken = body.token
  }
  const headers = new Headers(init.headers)
  headers.set("authorization", `Bearer ${adminToken}`)
  return call<T>(path, { ...init, headers })
}

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
