import { useEffect, useState, type CSSProperties, type HTMLAttributes } from "react"

/**
 * Stands in for `react-country-flag` in the admin build (alias in
 * ./dashboard-vite.ts). The library's `svg` mode loads each flag from
 * cdn.jsdelivr.net, so the order list reached the internet and showed no
 * flags offline. These are the same SVGs (the `flag-icons` package the CDN
 * serves), bundled with the admin and loaded on demand.
 */
const FLAGS = import.meta.glob<string>("@electroshop/flag-icons/flags/4x3/*.svg", { query: "?url", import: "default" })

type Props = HTMLAttributes<HTMLElement> & {
  countryCode: string
  svg?: boolean
  style?: CSSProperties
  cdnUrl?: string
  cdnSuffix?: string
}

export function flagLoader(countryCode: string) {
  const code = countryCode.toLowerCase()
  return Object.entries(FLAGS).find(([file]) => file.endsWith(`/${code}.svg`))?.[1]
}

export default function CountryFlag({ countryCode, svg: _svg, cdnUrl: _cdnUrl, cdnSuffix: _cdnSuffix, style, ...rest }: Props) {
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    setSrc(null)
    void flagLoader(countryCode)?.().then((url) => current && setSrc(url))
    return () => {
      current = false
    }
  }, [countryCode])
  if (!src) return <span {...rest} role="img" style={{ display: "inline-block", ...style }} />
  return <img {...rest} src={src} alt={rest["aria-label"] ?? countryCode} style={{ display: "inline-block", verticalAlign: "middle", ...style }} />
}
