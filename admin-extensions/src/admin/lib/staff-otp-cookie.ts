/**
 * The second factor typed on the login page. Medusa's login form posts only e-mail and password,
 * so the code travels as a cookie that the backend reads on that one request: scoped to its path,
 * gone after five minutes, never sent cross-site, and only over TLS where the admin runs on it.
 * An empty code clears the cookie, so a code deleted from the field is not sent after all.
 */
export function staffOtpCookie(value: string, secure: boolean): string {
  const code = value.trim()
  const cookie = `staff_otp=${encodeURIComponent(code)}; Path=/auth/user/emailpass; Max-Age=${code ? 300 : 0}; SameSite=Strict`
  return secure ? `${cookie}; Secure` : cookie
}

export function writeStaffOtpCookie(value: string): void {
  document.cookie = staffOtpCookie(value, location.protocol === "https:")
}
