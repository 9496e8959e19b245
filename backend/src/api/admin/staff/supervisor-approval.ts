import type { MedusaContainer } from "@medusajs/framework/types"
import { isSignature, signature } from "../../../lib/http/signature"

/** How long a supervisor's approval lets the colleague it was given to do what needs one. */
export const APPROVAL_MINUTES = 5

/**
 * A supervisor's approval (POST /admin/staff/approvals) is `<approver id>.<expiry>.<signature>`: a
 * signature (lib/http/signature.ts) of the approver, the colleague it was given to and the expiry.
 * Bound to that colleague, it is of no use to anyone else; it comes back as the
 * `x-supervisor-approval` header (supervisor-check.ts).
 */
const PURPOSE = "electroshop supervisor approval v1"

const payload = (approverId: string, forUserId: string, expires: number) => `${approverId}:${forUserId}:${expires}`

export function approvalToken(scope: MedusaContainer, approverId: string, forUserId: string, now = Date.now()): { token: string; expires: Date } {
  const expires = Math.floor(now / 1000) + APPROVAL_MINUTES * 60
  return { token: `${approverId}.${expires}.${signature(scope, PURPOSE, payload(approverId, forUserId, expires))}`, expires: new Date(expires * 1000) }
}

/** The approver of a valid, unexpired approval given to `forUserId`; else null. */
export function approverOf(scope: MedusaContainer, token: string, forUserId: string, now = Date.now()): string | null {
  const [approverId, expiresText, signed] = token.split(".")
  const expires = Number(expiresText)
  if (!approverId || !signed || !Number.isInteger(expires) || expires * 1000 < now) return null
  return isSignature(scope, PURPOSE, payload(approverId, forUserId, expires), signed) ? approverId : null
}
