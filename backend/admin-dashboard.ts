import path from "node:path"
import type { ConfigModule } from "@medusajs/framework/types"

type InlineConfig = ReturnType<NonNullable<ConfigModule["admin"]["vite"]>>
type Plugin = Extract<NonNullable<InlineConfig["plugins"]>[number], { name: string }>

/**
 * Changes to Medusa's admin dashboard build (medusa-config `admin.vite`), each
 * for something the dashboard cannot be configured to do:
 *
 * - Offline flags: `react-country-flag` (the order list's country column)
 *   loads SVGs from cdn.jsdelivr.net; it is replaced by a component serving
 *   the same `flag-icons` SVGs from the admin bundle
 *   (src/admin/offline/country-flag.tsx).
 * - Payment method names: the order view prints the raw provider id; it
 *   shows a translated name instead (src/admin/offline/payment-provider-name.ts).
 *   The build fails when a dashboard upgrade no longer has the patched code,
 *   rather than silently showing the raw id again.
 * - The plugin's import of @electroshop/domain is converted from CommonJS.
 */
const OFFLINE = path.join(__dirname, "src/admin/offline")

const PAYMENT_PROVIDER_CELL = 'className: "capitalize", children: payment.provider_id }'

function paymentProviderNames(): Plugin {
  let patched = false
  return {
    name: "electroshop-payment-provider-names",
    transform(code, id) {
      if (!id.includes("@medusajs/dashboard") || !code.includes(PAYMENT_PROVIDER_CELL)) return null
      patched = true
      const name = JSON.stringify(path.join(OFFLINE, "payment-provider-name.ts"))
      return `import { paymentProviderName as __paymentProviderName } from ${name};\n${code.replace(
        PAYMENT_PROVIDER_CELL,
        "children: __paymentProviderName(payment.provider_id) }",
      )}`
    },
    generateBundle() {
      if (!patched) this.error(`@medusajs/dashboard no longer contains \`${PAYMENT_PROVIDER_CELL}\`: update admin-dashboard.ts`)
    },
  }
}

export function dashboardViteConfig(): InlineConfig {
  return {
    resolve: {
      alias: [
        { find: /^react-country-flag$/, replacement: path.join(OFFLINE, "country-flag.tsx") },
        { find: "@electroshop/flag-icons", replacement: path.dirname(require.resolve("flag-icons/package.json")) },
      ],
    },
    plugins: [paymentProviderNames()],
    // The admin plugin imports @electroshop/domain (a CommonJS workspace package,
    // symlinked, so Vite sees it as source): convert it like a dependency.
    optimizeDeps: { include: ["@electroshop/domain/bank-transfer"] },
    build: { commonjsOptions: { include: [/node_modules/, /packages[\\/]domain[\\/]dist/] } },
  }
}
