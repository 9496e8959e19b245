import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { hardenedErrorHandler } from "../../hardening/error-handler"
import { STAFF_MODULE, type StaffModuleService } from "../../../modules/staff"
import { signInSecondFactorWorkflow } from "../../../workflows/staff/two-factor"

const answerError = hardenedErrorHandler()

/** Where the admin's login page leaves the code: Medusa's login form cannot carry a field of ours (the admin's login-second-factor widget). */
const OTP_COOKIE = "staff_otp"

/** The second factor a sign-in brings: `otp` in the body (scripts), the `x-staff-otp` header, or the login page's cookie. */
function secondFactorCode(req: MedusaRequest): string | undefined {
  const fromBody = (req.body as { otp?: unknown } | undefined)?.otp
  if (typeof fromBody === "string" && fromBody.trim()) return fromBody.trim()
  const fromHeader = req.get("x-staff-otp")?.trim()
  if (fromHeader) return fromHeader
  const cookie = (req.headers.cookie ?? "").split(";").find((part) => part.trim().startsWith(`${OTP_COOKIE}=`))
  return cookie ? decodeURIComponent(cookie.trim().slice(OTP_COOKIE.length + 1)).trim() || undefined : undefined
}

/**
 * Staff sign-in with a second factor (issue 34): once Medusa has checked the e-mail and password of
 * `POST /auth/user/emailpass` and is about to hand out the token, a user with two-factor sign-in on
 * must also have brought a right code (signInSecondFactorWorkflow), else the token is withheld and
 * the answer is 401 saying what is missing. The password is checked first, so the answer tells a
 * stranger nothing of whether the account has two factors. The login page's cookie is cleared.
 */
export function staffSecondFactor(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const email = (req.body as { email?: unknown } | undefined)?.email
  const code = secondFactorCode(req)
  if (req.headers.cookie?.includes(`${OTP_COOKIE}=`)) res.append("Set-Cookie", `${OTP_COOKIE}=; Path=/auth/user/emailpass; Max-Age=0; SameSite=Strict`)
  const json = res.json.bind(res)
  res.json = ((body: { token?: unknown }) => {
    if (res.statusCode !== 200 || typeof email !== "string" || typeof body?.token !== "string") return json(body)
    requireSecondFactor(req, email.trim().toLowerCase(), code)
      .then(() => json(body))
      .catch((error: unknown) => {
        // Answered as any route's error would be, the token withheld.
        res.json = json
        answerError(error, req, res, () => undefined)
      })
    return res
  }) as typeof res.json
  next()
}

async function requireSecondFactor(req: MedusaRequest, email: string, code: string | undefined) {
  const [user] = await req.scope.resolve(Modules.USER).listUsers({ email }, { take: 1 })
  if (!user) return
  const access = await req.scope.resolve<StaffModuleService>(STAFF_MODULE).accessOf(user.id)
  if (access.two_factor.enabled) await signInSecondFactorWorkflow(req.scope).run({ input: { user_id: user.id, code } })
}
