import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { knownStaffRoles } from "@electroshop/contracts/staff"
import { ShopError } from "../../lib/http/errors"
import { decrypt, encrypt } from "../../lib/pii-crypto"
import { t, type ShopMessageKey } from "../../lib/shop/messages"
import { looksLikeRecoveryCode, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStep, twoFactorRequired } from "../../lib/staff/two-factor"
import { STAFF_MODULE, type StaffModuleService } from "../../modules/staff"

/** The fields of a staff row that hold a user's two-factor sign-in (models/staff-member.ts). */
type TwoFactorFields = {
  totp_secret: string | null
  totp_pending_secret: string | null
  totp_enabled_at: Date | null
  totp_last_step: number | null
  recovery_code_hashes: string[]
}
type Row = TwoFactorFields & { id: string; roles: string[] }
type Input = { user_id: string; code?: string }

const FIELDS = ["totp_secret", "totp_pending_secret", "totp_enabled_at", "totp_last_step", "recovery_code_hashes"] as const

/** A wrong code is the field error of the admin's forms, a refused sign-in (`status` 401) the login's. */
const refuse = (key: ShopMessageKey, status: 400 | 401) =>
  status === 400
    ? ShopError.validation({ code: [t(key)] }, { error_codes: { code: key.replace("staff_two_factor_", "") } })
    : new ShopError(401, { code: key.replace("staff_", ""), message: t(key) })

/**
 * What a code proves of this row: a TOTP code of a time step not used before (a code works once), or,
 * where allowed, an unused recovery code; the fields that record its use. Null when it proves nothing.
 */
function spend(row: Row, code: string, { recovery }: { recovery: boolean }): Partial<TwoFactorFields> | null {
  if (!row.totp_secret) return null
  if (recovery && looksLikeRecoveryCode(code)) {
    const hash = recoveryCodeHash(code)
    return row.recovery_code_hashes.includes(hash) ? { recovery_code_hashes: row.recovery_code_hashes.filter((h) => h !== hash) } : null
  }
  const step = totpStep(decrypt(row.totp_secret), code)
  return step !== null && step > (row.totp_last_step ?? -1) ? { totp_last_step: step } : null
}

/**
 * One change of a user's two-factor sign-in as a step: `decide` reads their staff row (made, without
 * roles, for a user who has none) and returns the fields to change and the step's result, or throws;
 * compensation puts the fields back.
 */
function twoFactorStep<R>(name: string, decide: (row: Row, input: Input) => { changes: Partial<TwoFactorFields>; result: R }) {
  return createStep(
    name,
    async (input: Input, { container }) => {
      const service = container.resolve<StaffModuleService>(STAFF_MODULE)
      const [found] = await service.listStaffMembers({ user_id: input.user_id }, { take: 1 })
      const row = (found ??
        (await service.createStaffMembers({ user_id: input.user_id, roles: [], stock_location_ids: [], recovery_code_hashes: [] }))) as unknown as Row
      const { changes, result } = decide(row, input)
      await service.updateStaffMembers({ id: row.id, ...changes })
      const previous = Object.fromEntries(FIELDS.map((field) => [field, row[field]]))
      return new StepResponse(result, { id: row.id, ...previous })
    },
    async (previous: ({ id: string } & Partial<TwoFactorFields>) | undefined, { container }) => {
      if (previous) await container.resolve<StaffModuleService>(STAFF_MODULE).updateStaffMembers(previous)
    },
  )
}

const newCodes = () => {
  const codes = newRecoveryCodes()
  return { codes, hashes: codes.map(recoveryCodeHash) }
}

/** A new secret to add to the authenticator app, kept (encrypted) until a code confirms it; the one in force stays. */
export const startTwoFactorSetupWorkflow = createWorkflow("staff-two-factor-setup", (input: Input) => {
  const secret = twoFactorStep("staff-two-factor-setup", () => {
    const secret = newTotpSecret()
    return { changes: { totp_pending_secret: encrypt(secret) }, result: secret }
  })(input)
  return new WorkflowResponse(secret)
})

/** The secret being set up is in force once a code from it is right; ten new recovery codes come back, shown once. */
export const enableTwoFactorWorkflow = createWorkflow("staff-two-factor-enable", (input: Input) => {
  const codes = twoFactorStep("staff-two-factor-enable", (row, { code }) => {
    if (!row.totp_pending_secret) throw refuse("staff_two_factor_not_started", 400)
    const step = totpStep(decrypt(row.totp_pending_secret), code ?? "")
    if (step === null) throw refuse("staff_two_factor_code_invalid", 400)
    const { codes, hashes } = newCodes()
    const changes = {
      totp_secret: row.totp_pending_secret,
      totp_pending_secret: null,
      totp_enabled_at: new Date(),
      totp_last_step: step,
      recovery_code_hashes: hashes,
    }
    return { changes, result: codes }
  })(input)
  return new WorkflowResponse(codes)
})

/** Off again, with a code from the app; not for roles that require it. */
export const disableTwoFactorWorkflow = createWorkflow("staff-two-factor-disable", (input: Input) => {
  twoFactorStep("staff-two-factor-disable", (row, { code }) => {
    if (!row.totp_secret) throw refuse("staff_two_factor_not_enabled", 400)
    if (twoFactorRequired(knownStaffRoles(row.roles))) throw refuse("staff_two_factor_required_for_roles", 400)
    if (!spend(row, code ?? "", { recovery: false })) throw refuse("staff_two_factor_code_invalid", 400)
    return {
      changes: { totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null, recovery_code_hashes: [] },
      result: undefined,
    }
  })(input)
  return new WorkflowResponse(undefined)
})

/** Ten new recovery codes replacing the old, with a code from the app. */
export const renewRecoveryCodesWorkflow = createWorkflow("staff-two-factor-renew-recovery-codes", (input: Input) => {
  const codes = twoFactorStep("staff-two-factor-renew-recovery-codes", (row, { code }) => {
    if (!row.totp_secret) throw refuse("staff_two_factor_not_enabled", 400)
    const used = spend(row, code ?? "", { recovery: false })
    if (!used) throw refuse("staff_two_factor_code_invalid", 400)
    const { codes, hashes } = newCodes()
    return { changes: { ...used, recovery_code_hashes: hashes }, result: codes }
  })(input)
  return new WorkflowResponse(codes)
})

/**
 * An administrator takes a colleague's lost second factor away: the secret and the recovery codes go,
 * and a colleague whose roles require it sets a new one up on their next sign-in before anything else
 * (the staff guard: its time to set it up has passed).
 */
export const resetTwoFactorWorkflow = createWorkflow("staff-two-factor-reset", (input: Input) => {
  twoFactorStep("staff-two-factor-reset", () => ({
    changes: { totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null, recovery_code_hashes: [] },
    result: undefined,
  }))(input)
  return new WorkflowResponse(undefined)
})

/** The second factor of a sign-in: a code from the app or a recovery code, each good once; else 401. */
export const signInSecondFactorWorkflow = createWorkflow("staff-two-factor-sign-in", (input: Input) => {
  twoFactorStep("staff-two-factor-sign-in", (row, { code }) => {
    if (!code) throw refuse("staff_two_factor_code_required", 401)
    const used = spend(row, code, { recovery: true })
    if (!used) throw refuse("staff_two_factor_code_invalid", 401)
    return { changes: used, result: undefined }
  })(input)
  return new WorkflowResponse(undefined)
})
