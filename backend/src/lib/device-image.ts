/**
 * Demo product photos are drawn on request (see api/public/images), so they
 * survive rebuilds and need no upload. URLs are relative to the backend so
 * the admin shows them as they are and the storefront prefixes its backend URL.
 */
export type DeviceKind = "phone" | "tablet" | "watch" | "accessory"

export const deviceImageUrl = (kind: DeviceKind, label: string, hex: string) =>
  `/public/images/device/${kind}.svg?color=${encodeURIComponent(hex.replace("#", ""))}&label=${encodeURIComponent(label)}`

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!)

const SHAPES: Record<DeviceKind, (fill: string) => string> = {
  phone: (f) =>
    `<rect x="150" y="40" width="200" height="380" rx="34" fill="${f}" stroke="#222" stroke-width="6"/><rect x="165" y="62" width="170" height="336" rx="20" fill="#10151c"/><rect x="222" y="72" width="56" height="14" rx="7" fill="#000"/>`,
  tablet: (f) =>
    `<rect x="80" y="70" width="340" height="320" rx="28" fill="${f}" stroke="#222" stroke-width="6"/><rect x="100" y="90" width="300" height="280" rx="12" fill="#10151c"/>`,
  watch: (f) =>
    `<rect x="200" y="30" width="100" height="110" rx="20" fill="${f}"/><rect x="200" y="320" width="100" height="110" rx="20" fill="${f}"/><rect x="165" y="120" width="170" height="220" rx="46" fill="#2b2f36" stroke="${f}" stroke-width="10"/><rect x="185" y="142" width="130" height="176" rx="32" fill="#10151c"/>`,
  accessory: (f) =>
    `<rect x="170" y="120" width="160" height="180" rx="30" fill="${f}" stroke="#222" stroke-width="6"/><rect x="230" y="300" width="40" height="90" rx="10" fill="#555"/><circle cx="250" cy="210" r="34" fill="#fff" opacity="0.35"/>`,
}

export function renderDeviceSvg(kind: DeviceKind, hex: string, label: string): string {
  const fill = /^[0-9a-f]{6}$/i.test(hex) ? `#${hex}` : "#888888"
  const text = escapeXml(label.slice(0, 48))
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 500" width="500" height="500" role="img" aria-label="${text}"><rect width="500" height="500" fill="#f5f6f8"/>${SHAPES[kind](fill)}<text x="250" y="470" font-family="Arial, sans-serif" font-size="22" text-anchor="middle" fill="#333">${text}</text></svg>`
}

export const isDeviceKind = (s: string): s is DeviceKind => s in SHAPES
