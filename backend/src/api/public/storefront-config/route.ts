import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { parseVariant } from "@electroshop/domain"
import type { StorefrontConfig } from "@electroshop/contracts/shared"
import { PUBLISHABLE_KEY_TITLE } from "../../../scripts/seed/shop-setup"
import { shopOperator } from "../../../lib/shop/operator"
import { ShopError } from "../../../lib/http/errors"

/**
 * Lets the storefront find its publishable API key without manual setup.
 * Publishable keys are public by design: they only scope the store API to a
 * sales channel. `operator` identifies the trader for the footer and the
 * contact page.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse<StorefrontConfig>) {
  const apiKeys = req.scope.resolve(Modules.API_KEY)
  const key = (await apiKeys.listApiKeys({ type: "publishable", title: PUBLISHABLE_KEY_TITLE })).find((k) => !k.revoked_at)
  if (!key) throw new ShopError(503, { code: "not_seeded", message: "The shop has no publishable API key yet; is the database seeded?" })
  res.json({ publishable_key: key.token, variant: parseVariant(process.env.SHOP_VARIANT), operator: shopOperator() })
}
