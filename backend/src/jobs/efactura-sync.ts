import type { MedusaContainer } from "@medusajs/framework/types"
import { syncEfactura } from "../lib/invoice/efactura"
import { reportsToEfactura } from "../lib/invoice/efactura-reporting"

/** Every two minutes ANAF is asked about the invoices it is still validating (it answers within minutes). */
export default async function efacturaSyncJob(container: MedusaContainer) {
  if (reportsToEfactura()) await syncEfactura(container)
}

export const config = { name: "efactura-sync", schedule: "*/2 * * * *" }
