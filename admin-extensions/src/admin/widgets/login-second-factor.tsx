import { defineWidgetConfig } from "@medusajs/admin-sdk"
import { useEffect, type KeyboardEvent } from "react"

import { LabelledInput } from "../components/field"
import { useT } from "../lib/i18n"
import { writeStaffOtpCookie } from "../lib/staff-otp-cookie"

/**
 * Login page: the code of a staff member's two-factor sign-in (from the authenticator app, or a
 * recovery code), under Medusa's login form, which cannot carry it: each change goes to the
 * `staff_otp` cookie that the backend reads when the form signs in (lib/staff-otp-cookie.ts).
 */
/** Enter in the code signs in, as in the form's own fields: the widget sits outside Medusa's form, so it submits that form. */
const signInOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== "Enter") return
  const form = document.querySelector<HTMLFormElement>("form")
  if (!form) return
  event.preventDefault()
  form.requestSubmit()
}

const LoginSecondFactorWidget = () => {
  const { t } = useT()
  // The field starts empty, so must the cookie (one left from an earlier attempt); and a code is not to outlive the page it was typed on.
  useEffect(() => {
    writeStaffOtpCookie("")
    return () => writeStaffOtpCookie("")
  }, [])
  return (
    <LabelledInput
      id="staff-otp"
      label={t("twoFactor.login.label")}
      hint={t("twoFactor.login.hint")}
      type="text"
      autoComplete="one-time-code"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={11}
      onChange={(event) => writeStaffOtpCookie(event.target.value)}
      onKeyDown={signInOnEnter}
    />
  )
}

// Only "login.before" and "login.after" exist for the login page (no zone name without the suffix).
export const config = defineWidgetConfig({
  zone: "login.after",
  id: "electroshop:login-second-factor",
})

export default LoginSecondFactorWidget
