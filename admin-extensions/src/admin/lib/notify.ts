import type { ReactNode } from "react"
import { toast } from "@medusajs/ui"

/**
 * The admin notification helper: every screen of this plugin reports results
 * through it instead of calling `toast` directly, so levels, durations and the
 * error-message extraction stay the same everywhere.
 *
 *   notify.success(t("bank_transfer.copied"))
 *   notify.error(t("common.load_failed"), { error })
 *   notify("warning", title, { description })
 *
 * Titles are already translated by the caller (use `useT()` from ./i18n).
 * The dashboard renders the `<Toaster />`, so nothing has to be mounted here.
 */
export const NOTIFY_LEVELS = ["info", "warning", "success", "error"] as const
export type NotifyLevel = (typeof NOTIFY_LEVELS)[number]

export type NotifyOptions = {
  /** Second line under the title. For errors it defaults to the error's message. */
  description?: ReactNode
  /** The error being reported; its message becomes the description when none is given. */
  error?: unknown
  /** Milliseconds; errors and warnings stay longer by default. */
  duration?: number
  /** Reusing an id replaces the toast instead of stacking a new one. */
  id?: string | number
  dismissable?: boolean
  action?: { label: string; altText: string; onClick: () => void | Promise<void>; variant?: "default" | "destructive" }
}

export const DEFAULT_DURATIONS: Record<NotifyLevel, number> = {
  info: 4000,
  success: 4000,
  warning: 6000,
  error: 8000,
}

/**
 * Best-effort human-readable message of anything thrown: the JS SDK's
 * `FetchError` (message from the API body), a plain `Error`, or a string.
 */
export function errorMessage(error: unknown): string | undefined {
  if (!error) return undefined
  if (typeof error === "string") return error
  if (typeof error === "object") {
    const e = error as { message?: unknown; statusText?: unknown }
    if (typeof e.message === "string" && e.message.trim()) return e.message
    if (typeof e.statusText === "string" && e.statusText.trim()) return e.statusText
  }
  return undefined
}

function show(level: NotifyLevel, title: string, options: NotifyOptions = {}): string | number {
  const { error, description, duration, ...rest } = options
  return toast[level](title, {
    ...rest,
    description: description ?? errorMessage(error),
    duration: duration ?? DEFAULT_DURATIONS[level],
  })
}

type Notify = {
  (level: NotifyLevel, title: string, options?: NotifyOptions): string | number
  info: (title: string, options?: NotifyOptions) => string | number
  warning: (title: string, options?: NotifyOptions) => string | number
  success: (title: string, options?: NotifyOptions) => string | number
  error: (title: string, options?: NotifyOptions) => string | number
  dismiss: (id?: string | number) => string | number
}

export const notify: Notify = Object.assign(show, {
  info: (title: string, options?: NotifyOptions) => show("info", title, options),
  warning: (title: string, options?: NotifyOptions) => show("warning", title, options),
  success: (title: string, options?: NotifyOptions) => show("success", title, options),
  error: (title: string, options?: NotifyOptions) => show("error", title, options),
  dismiss: (id?: string | number) => toast.dismiss(id),
})
