import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import {
  MedusaPasswordSchema,
  SHOP_ACCOUNT_FLAG,
  StoreChangePasswordSchema,
  StoreFavoritesSchema,
  StoreRegisterSchema,
  StoreVerifyEmailSchema,
  storeAddressSchema,
  storeAddressUpdateSchema,
  storeProfileSchema,
} from "@electroshop/contracts/account"
import { Modules } from "@medusajs/framework/utils"
import { loginProtectionMiddlewares, verificationEmailLimit } from "../../../lib/account/login-protection"
import { accountMessage } from "../../../lib/account/messages"
import { shopVariant } from "../../../lib/shop/variant"
import { ShopError } from "../../../lib/http/errors"
import { authenticate, describeMiddleware, validateBody, withBody } from "../../hardening"

const customer = authenticate("customer", ["session", "bearer"])

/** Signed out, a password change gets the spec's own answer ("An unlogged user cannot change the password"), before its body is read. */
const loggedInForPassword = [
  authenticate("customer", ["session", "bearer"], { allowUnauthenticated: true }),
  describeMiddleware(
    (req: AuthenticatedMedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) =>
      next(req.auth_context?.actor_id ? undefined : new ShopError(401, { message: accountMessage("not_logged_in"), code: "not_logged_in" })),
    { auth: { actor: "customer", types: ["session", "bearer"], optional: false } },
  ),
]

/** Shop accounts (staff-created, `metadata.shop_account`) cannot edit their personal data: 403 with the spec's message. */
async function notShopAccount(req: AuthenticatedMedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const customer = await req.scope.resolve(Modules.CUSTOMER).retrieveCustomer(req.auth_context.actor_id)
    next(customer.metadata?.[SHOP_ACCOUNT_FLAG] === true ? new ShopError(403, { message: accountMessage("no_permission"), code: "no_permission" }) : undefined)
  } catch (error) {
    next(error)
  }
}

const variant = shopVariant().variant

export const storeAccountMiddlewares: MiddlewareRoute[] = [
  ...loginProtectionMiddlewares,
  withBody("/store/account/register", StoreRegisterSchema),
  withBody("/store/account/verify", StoreVerifyEmailSchema),
  { matcher: "/store/account", methods: ["GET"], middlewares: [customer] },
  { matcher: "/store/account/verification-email", methods: ["POST"], middlewares: [customer, verificationEmailLimit] },
  { matcher: "/store/account/favorites", methods: ["GET"], middlewares: [customer] },
  { matcher: "/store/account/favorites", methods: ["POST"], middlewares: [customer, validateBody(StoreFavoritesSchema)] },
  {
    matcher: "/store/account/password",
    methods: ["POST"],
    middlewares: [...loggedInForPassword, validateBody(StoreChangePasswordSchema)],
  },
  // Medusa's customer routes (they run after these): personal data and addresses in the shop's rules.
  { matcher: "/store/customers/me", methods: ["POST"], middlewares: [customer, notShopAccount, validateBody(storeProfileSchema(variant))] },
  { matcher: "/store/customers/me/addresses", methods: ["POST"], middlewares: [customer, validateBody(storeAddressSchema(variant))] },
  { matcher: "/store/customers/me/addresses/:address_id", methods: ["POST"], middlewares: [customer, validateBody(storeAddressUpdateSchema(variant))] },
  // Medusa's own routes that set a customer's password follow the shop's password rule too.
  withBody("/auth/customer/emailpass/register", MedusaPasswordSchema),
  withBody("/auth/customer/emailpass/update", MedusaPasswordSchema),
]
