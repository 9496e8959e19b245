import type { IncomingMessage } from "node:http"
import proxyaddr from "proxy-addr"

/**
 * The address of the client a request acts for, for rate limits and the
 * personal-data reveal log.
 *
 * X-Forwarded-For is anyone's to write, so it is followed only hop by hop
 * from the socket peer while each hop is a proxy listed in TRUSTED_PROXIES
 * (comma-separated IPs or CIDRs, e.g. `127.0.0.1,::1` for a storefront on
 * the same host, `10.0.0.0/8` for a load balancer); the first untrusted hop
 * is the client. By default no proxy is trusted and the socket peer counts.
 * X-Real-IP is never read. (Express's `trust proxy` = 1, set by Medusa,
 * trusts one hop from anyone, which is what this replaces.)
 */
let compiled: { source: string; trust: (address: string, hop: number) => boolean } | null = null

function trustedProxies() {
  const source = process.env.TRUSTED_PROXIES ?? ""
  if (compiled?.source !== source) {
    const list = source
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean)
    compiled = { source, trust: proxyaddr.compile(list) }
  }
  return compiled.trust
}

export function clientAddress(req: IncomingMessage): string {
  if (!req.socket?.remoteAddress) return "unknown"
  return proxyaddr(req as Parameters<typeof proxyaddr>[0], trustedProxies())
}
