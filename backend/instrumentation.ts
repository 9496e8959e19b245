import { installSecurityHeaders } from "./src/lib/http/security-headers"

/**
 * Medusa loads this file before it creates its Express app (see `medusa
 * start`); it is the one hook that reaches every answer, the admin's /app
 * included. Register OpenTelemetry here too if it is ever wanted.
 */
export function register() {
  installSecurityHeaders()
}
