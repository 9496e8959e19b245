import { Clock, ExclamationCircle } from "@medusajs/icons"
import { Badge, Button, Text } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { Fragment, useEffect, useRef, useState, type FormEvent } from "react"
import { z } from "zod"

import { PICKUP_CODE_LENGTH } from "@electroshop/contracts/warehouse"

import { pickingKeys, storePickupApi, type AdminStorePickup, type StorePickupState } from "../../api/warehouse"
import { scanned, useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { packingPath } from "../../lib/packing"
import { ApiError } from "../../lib/sdk"
import { formatDuration, isPickupCode, momentText, msToNextTick, pickupCode, timeLeft } from "../../lib/store-pickup"
import { CameraScanButton } from "../camera-scan"
import { CODE_INPUT, Hint, LabelledInput } from "../field"
import { InlineForm } from "../form-modals"
import { HeadingLink } from "../headings"
import { statusBadge } from "../status-badge"

/** Orange while there is work to do at the store, blue while it waits for the shopper, green once handed out. */
export const StorePickupStateBadge = statusBadge(
  "store-pickup-state",
  { preparing: "orange", ready: "blue", handed_out: "green" },
  (t, state: StorePickupState) => t(`store_pickup.state.${state}`),
)

/** Now, renewed each time the countdown to `dueAt` shows another second (timed from the deadline, not from mounting). */
function useDeadlineClock(dueAt: string) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setTimeout(() => setNow(Date.now()), msToNextTick(dueAt, now))
    return () => window.clearTimeout(timer)
  }, [dueAt, now])
  return now
}

/**
 * "Ready within 12:34 · by 14:30", then "Overdue by 01:05" in a red badge with a warning icon (the words
 * say it, not the colour alone). It ticks each second without a screen reader hearing each tick (a
 * timer, not live); that it turned overdue is announced once, politely, by a visually hidden status.
 */
export const PickupCountdown = ({ dueAt }: { dueAt: string }) => {
  const { t, i18n } = useT()
  const now = useDeadlineClock(dueAt)
  const left = timeLeft(dueAt, now)
  const time = formatDuration(left.seconds)
  const deadline = momentText(dueAt, new Date(now), i18n.language)
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-6 py-4">
      <Badge
        size="small"
        color={left.overdue ? "red" : "grey"}
        role="timer"
        aria-live="off"
        className="tabular-nums"
        data-testid="store-pickup-countdown"
        data-overdue={left.overdue ? "true" : undefined}
      >
        {left.overdue ? <ExclamationCircle aria-hidden="true" /> : <Clock aria-hidden="true" />}
        {t(left.overdue ? "store_pickup.overdue_by" : "store_pickup.ready_within", { time })}
      </Badge>
      <Text size="small" className="text-ui-fg-subtle" data-testid="store-pickup-due">
        <time dateTime={dueAt}>{t("store_pickup.due_by", { time: deadline })}</time>
      </Text>
      <span role="status" className="sr-only">
        {left.overdue ? t("store_pickup.overdue_announcement", { time: deadline }) : ""}
      </span>
    </div>
  )
}

const READY_FAILED = "store-pickup-ready-failed"

/**
 * Being prepared, for staff who may act: not packed yet, where to pack it (the packing station); packed,
 * "Mark ready for pickup", which e-mails the shopper the pickup code. A refusal is a toast in the
 * backend's words (packed meanwhile by nobody, marked ready by a colleague: the widget reloads), and
 * the button keeps the focus.
 */
export const MarkReady = ({ pickup, onReady }: { pickup: AdminStorePickup; onReady: () => void }) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const button = useRef<HTMLButtonElement>(null)
  const queryKey = pickingKeys.storePickup(pickup.order_id)
  const ready = useMutation({
    mutationFn: () => storePickupApi.ready(pickup.order_id),
    onSuccess: (answer) => {
      notify.dismiss(READY_FAILED)
      queryClient.setQueryData(queryKey, answer)
      onReady()
      notify.success(t("store_pickup.marked_ready"))
    },
    onError: async (error) => {
      notify.error(t("store_pickup.ready_failed"), { error, id: READY_FAILED })
      button.current?.focus()
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) await queryClient.invalidateQueries({ queryKey })
    },
  })

  if (!pickup.packed) {
    return (
      <div className="flex flex-col items-start gap-y-2 px-6 py-4" data-testid="store-pickup-pack-first">
        <Hint>{t("store_pickup.pack_first")}</Hint>
        <HeadingLink to={packingPath(pickup.order_id)}>{t("store_pickup.open_packing")}</HeadingLink>
      </div>
    )
  }
  return (
    <div className="px-6 py-4">
      <Button ref={button} size="small" type="button" isLoading={ready.isPending} onClick={() => ready.mutate()} data-testid="store-pickup-ready">
        {t("store_pickup.mark_ready")}
      </Button>
    </div>
  )
}

// The messages are keys of the catalogues, translated where they show (lib/form.ts).
const schema = z.object({
  code: z.string().refine(isPickupCode, "store_pickup.code_invalid"),
  units: z.array(z.string().trim().min(1, "store_pickup.unit_required")),
})
const CODE_ID = "store-pickup-code"
const unitId = (index: number) => `store-pickup-unit-${index}`
const HAND_OUT_FAILED = "store-pickup-hand-out-failed"

/**
 * The shopper at the counter: their pickup code typed and, for an order with devices, each device's IMEI
 * or serial number scanned from its box (any order), then the order is handed out. Enter in a filled
 * field moves to the next empty one, so that a scanner's codes fill them one after the other; the last
 * sends. A code that is not six digits is refused here, a wrong code or a device not packed for the order
 * by the backend (400 at `code` or `units.<i>`, in the shop's words): the field's error, the focus back in
 * it with what was typed. Any other refusal (not ready, handed out by a colleague) is a toast, and the
 * widget reloads. `focus`: the code's field takes the focus once shown (the order was just marked ready here).
 */
export const HandOutForm = ({ pickup, focus, onHandedOut }: { pickup: AdminStorePickup; focus: boolean; onHandedOut: () => void }) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const queryKey = pickingKeys.storePickup(pickup.order_id)
  const form = useZodForm(schema, { code: "", units: pickup.devices.map(() => "") })
  const { setFocus } = form

  useEffect(() => {
    if (focus) setFocus("code")
  }, [focus, setFocus])

  const handOut = form.handleSubmit(async ({ code, units }) => {
    try {
      const answer = await storePickupApi.handOut(pickup.order_id, { code: pickupCode(code), units })
      notify.dismiss(HAND_OUT_FAILED)
      queryClient.setQueryData(queryKey, answer)
      onHandedOut()
      notify.success(t("store_pickup.handed_out_toast", { order: pickup.display_id }))
      // Handed out is shipped and delivered: Medusa's order page and the warehouse's lists show it.
      await Promise.all([queryClient.invalidateQueries({ queryKey: ["orders"] }), queryClient.invalidateQueries({ queryKey: pickingKeys.all })])
    } catch (error) {
      const fields = error instanceof ApiError && error.status === 400 ? form.serverErrors(error) : null
      if (fields) {
        const [field] = Object.keys(fields)
        form.setFocus(field?.startsWith("units.") ? (field as `units.${number}`) : "code", { shouldSelect: true })
        return
      }
      notify.error(t("store_pickup.hand_out_failed"), { error, id: HAND_OUT_FAILED })
      form.setFocus("code")
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) await queryClient.invalidateQueries({ queryKey })
    }
  })
  const onSubmit = (event?: FormEvent) => {
    const empty = form.getValues("units").findIndex((unit) => !unit.trim())
    // Enter in a filled field with an empty one left: on to that one (a scanner's next code goes there).
    const current = document.activeElement
    const inForm = current instanceof HTMLInputElement && (current.id === CODE_ID || current.id.startsWith("store-pickup-unit-"))
    if (empty >= 0 && inForm && current.value.trim() && current.id !== unitId(empty)) {
      event?.preventDefault()
      return form.setFocus(`units.${empty}`)
    }
    return handOut(event)
  }

  return (
    <InlineForm
      onSubmit={onSubmit}
      submitting={form.formState.isSubmitting}
      submitLabel={t("store_pickup.hand_out")}
      submitTestId="store-pickup-hand-out"
      className="px-6 py-4"
    >
      <LabelledInput
        id={CODE_ID}
        label={t("store_pickup.code")}
        hint={t("store_pickup.code_hint")}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={PICKUP_CODE_LENGTH}
        fieldClassName="w-full sm:w-48"
        className="font-mono tracking-widest"
        data-testid={CODE_ID}
        {...form.field("code")}
      />
      {pickup.devices.map((device, index) => (
        <Fragment key={index}>
          <LabelledInput
            id={unitId(index)}
            label={t("store_pickup.unit", { title: device.title })}
            hint={t("store_pickup.unit_hint")}
            {...CODE_INPUT}
            fieldClassName="w-full sm:w-64"
            {...form.field(`units.${index}`)}
          />
          <CameraScanButton field={t("store_pickup.unit", { title: device.title })} onCode={scanned(form, `units.${index}`, onSubmit)} />
        </Fragment>
      ))}
    </InlineForm>
  )
}
