import type { AdminCreateParcel } from "@electroshop/contracts/warehouse"
import { formatMoney } from "@electroshop/domain/money"
import { Text } from "@medusajs/ui"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useId, useState } from "react"
import { z } from "zod"

import { useCan } from "../../api/staff"
import { boxApi, boxKeys, parcelApi, pickingKeys, type AdminParcel, type AdminParcelProposal, type ParcelCarrier, type ParcelState } from "../../api/warehouse"
import { SERVER, useServerFieldErrors, useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { carrierName, kilogramsInput, sizeText, weightGrams, weightText } from "../../lib/parcels"
import { ApiError } from "../../lib/sdk"
import { useShopCurrency } from "../buyout/use-shop-currency"
import { Hint, LabelledInput, LabelledSelect } from "../field"
import { InlineForm } from "../form-modals"
import { TitledSection } from "../headings"
import { useFailureToast } from "../list-page"
import { LINK_CLASS } from "../link-style"
import { statusBadge } from "../status-badge"
import { EmptyState, ErrorState, LoadingState } from "../states"
import { LabelPrint } from "./label-print"

/** Where the parcel is: blue with the carrier's label printed, orange on its way, green delivered, red back at the shop, grey cancelled. */
export const ParcelStateBadge = statusBadge(
  "parcel-state",
  { registered: "blue", handed_over: "orange", delivered: "green", returned: "red", cancelled: "grey" },
  (t, state: ParcelState) => t(`parcels.state.${state}`),
)

const CashOnDelivery = ({ amount, currency }: { amount: number; currency: string }) => {
  const { t } = useT()
  return (
    <Text size="small" data-testid="parcel-cod">
      {t("parcels.cod", { amount: formatMoney(amount, currency) })}
    </Text>
  )
}

/** Where the order's currency is not at hand (the packing station): the shop's, which is every order's (one shop per country). */
const ShopCashOnDelivery = ({ amount }: { amount: number }) => <CashOnDelivery amount={amount} currency={useShopCurrency()} />

/**
 * A registered parcel: its carrier, its tracking number (the carrier's tracking page, in a new tab), its
 * weight and its box's size (when it was packed in one), the cash collected on delivery, its state with the carrier's own last word, and its label to
 * print (not once it is cancelled: it is not to go out).
 */
const ParcelRow = ({ parcel, currency, focus }: { parcel: AdminParcel; currency?: string; focus: boolean }) => {
  const { t, i18n } = useT()
  const carrier = carrierName(parcel.carrier)
  return (
    <li className="flex flex-col gap-y-3 px-6 py-4" data-testid="parcel-row">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-1 basis-48 flex-col gap-y-1">
          <Text size="small" weight="plus" data-testid="parcel-carrier">
            {carrier}
          </Text>
          <Text size="small" className="break-all">
            {parcel.tracking_url ? (
              <a
                href={parcel.tracking_url}
                target="_blank"
                rel="noreferrer"
                className={`${LINK_CLASS} font-mono`}
                aria-label={t("parcels.track", { tracking: parcel.tracking_number, carrier })}
                data-testid="parcel-tracking"
              >
                {parcel.tracking_number}
              </a>
            ) : (
              <span className="font-mono" data-testid="parcel-tracking">
                {parcel.tracking_number}
              </span>
            )}
          </Text>
          <Text size="small" className="text-ui-fg-subtle" data-testid="parcel-weight-value">
            {weightText(parcel.weight_g, i18n.language)}
          </Text>
          {parcel.size ? (
            <Text size="small" className="text-ui-fg-subtle" data-testid="parcel-size">
              {sizeText(parcel.size, i18n.language)}
            </Text>
          ) : null}
          {parcel.cod_amount !== null ? (
            currency ? (
              <CashOnDelivery amount={parcel.cod_amount} currency={currency} />
            ) : (
              <ShopCashOnDelivery amount={parcel.cod_amount} />
            )
          ) : null}
        </div>
        <div className="flex flex-col items-end gap-y-1">
          <ParcelStateBadge status={parcel.state} />
          {parcel.carrier_status ? (
            <Text size="xsmall" className="text-ui-fg-subtle break-words text-right" data-testid="parcel-carrier-status">
              {parcel.carrier_status}
            </Text>
          ) : null}
        </div>
      </div>
      {parcel.state === "cancelled" ? null : <LabelPrint parcel={parcel} focus={focus} />}
    </li>
  )
}

const schema = z.object({ box: z.string(), weight: z.string().refine((typed) => weightGrams(typed) !== null, "parcels.weight_invalid") })
const BOX_ID = "parcel-box"
const WEIGHT_ID = "parcel-weight"
const REGISTER_FAILED = "parcel-register-failed"

/**
 * "Register with Packeta": the packed order's parcel goes to its carrier, in the box chosen (GET
 * /admin/boxes, or none: the parcel then has no size), weighing what is typed in kilograms ("1,25" or
 * "1.25"; prefilled with its products' weights where they are known, plus the chosen box's until
 * something is typed; nothing typed: those). The answer shows the parcel at once (`onRegistered` with
 * its id) and a toast names its tracking number; a refused weight or box is that field's error, which
 * takes the focus; any other refusal (not packed, registered already, the carrier's "no") is a toast in
 * the backend's words, and a state that changed meanwhile is reloaded.
 */
const RegisterParcel = ({
  orderId,
  carrier,
  weight,
  registered,
  onRegistered,
}: {
  orderId: string
  carrier: ParcelCarrier
  /** The products' weight in grams, null when one has none. */
  weight: number | null
  /** The ids of the parcels shown already, to tell the new one. */
  registered: readonly string[]
  onRegistered: (parcelId: string | null) => void
}) => {
  const { t, i18n } = useT()
  const queryClient = useQueryClient()
  const queryKey = pickingKeys.parcels(orderId)
  const language = i18n.language
  const boxes = useQuery({ queryKey: boxKeys.all, queryFn: boxApi.list })
  useFailureToast(boxes.error, t("boxes.load_failed"), "boxes-load")
  const boxList = boxes.data?.boxes ?? []
  const form = useZodForm(schema, { box: "", weight: kilogramsInput(weight, language) })
  const fieldErrors = useServerFieldErrors()
  const name = carrierName(carrier)
  const boxField = form.field("box")
  const chosen = boxList.find((box) => box.id === form.watch("box"))
  // Read at render, so that react-hook-form keeps the weight's dirty state up to date.
  const weightTyped = !!form.formState.dirtyFields.weight

  // Nothing typed in the weight: it shows the products' weight plus the chosen box's (the products' alone again with no box).
  const onBox = (boxId: string) => {
    if (weightTyped) return
    const box = boxList.find((b) => b.id === boxId)
    const shown = kilogramsInput(weight === null ? null : weight + (box?.weight_g ?? 0), language)
    if (shown !== form.getValues("weight")) form.resetField("weight", { defaultValue: shown })
  }

  const onSubmit = form.handleSubmit(async (values) => {
    const grams = weightGrams(values.weight)
    const body: AdminCreateParcel = { ...(grams ? { weight_g: grams } : {}), ...(values.box ? { box_id: values.box } : {}) }
    try {
      const answer = await parcelApi.register(orderId, body)
      const parcel = answer.parcels.find((p) => !registered.includes(p.id)) ?? answer.parcels.at(-1)
      onRegistered(parcel?.id ?? null)
      queryClient.setQueryData(queryKey, answer)
      notify.dismiss(REGISTER_FAILED)
      notify.success(t("parcels.registered", { carrier: name, tracking: parcel?.tracking_number ?? "" }))
    } catch (error) {
      // The box's refusal (deleted meanwhile) is its field's error; whatever else is named is the weight's ("weigh the parcel", a wrong number).
      const fields = error instanceof ApiError && error.status === 400 ? fieldErrors(error) : null
      if (fields) {
        const { box_id: boxError, ...others } = fields
        const weightError = Object.values(others).join(" ")
        if (boxError) form.setError("box", { type: SERVER, message: boxError })
        if (weightError) form.setError("weight", { type: SERVER, message: weightError })
        form.setFocus(weightError ? "weight" : "box", { shouldSelect: true })
        if (boxError) await queryClient.invalidateQueries({ queryKey: boxKeys.all })
        return
      }
      notify.error(t("parcels.register_failed"), { error, id: REGISTER_FAILED })
      form.setFocus("weight")
      // Registered meanwhile, no longer packed, the order (or the box) gone: the panel shows what is true now.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        await Promise.all([queryClient.invalidateQueries({ queryKey }), queryClient.invalidateQueries({ queryKey: boxKeys.all })])
      }
    }
  })

  return (
    <InlineForm
      onSubmit={onSubmit}
      submitting={form.formState.isSubmitting}
      submitLabel={t("parcels.register", { carrier: name })}
      submitTestId="parcel-register"
      className="px-6 pb-4"
    >
      <LabelledSelect
        id={BOX_ID}
        label={t("parcels.box")}
        hint={t("parcels.box_hint")}
        fieldClassName="w-full sm:w-64"
        // Until the boxes arrive the list says so, rather than offering "No box" alone as if the shop had none.
        options={[
          { value: "", label: t(boxes.isPending ? "common.loading" : "parcels.no_box") },
          ...boxList.map((box) => ({ value: box.id, label: `${box.name} (${sizeText(box, language)})` })),
        ]}
        aria-busy={boxes.isPending}
        data-testid={BOX_ID}
        {...boxField}
        onChange={async (event) => {
          await boxField.onChange(event)
          onBox(event.target.value)
        }}
      />
      <LabelledInput
        id={WEIGHT_ID}
        label={t("parcels.weight")}
        hint={t(weight === null ? "parcels.weight_hint_unknown" : chosen ? "parcels.weight_hint_box" : "parcels.weight_hint")}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        fieldClassName="w-full sm:w-72"
        data-testid={WEIGHT_ID}
        {...form.field("weight")}
      />
    </InlineForm>
  )
}

/** A line of the panel in grey, named `testId`. */
const Note = ({ testId, children }: { testId: string; children: string }) => (
  <div className="px-6 pb-4" data-testid={testId}>
    <Hint>{children}</Hint>
  </div>
)

/** What the packed order's next parcel would be: the form that registers it, or why there is none to register here. */
const Proposal = ({
  orderId,
  proposal,
  registered,
  mayRegister,
  onRegistered,
}: {
  orderId: string
  proposal: AdminParcelProposal
  registered: readonly string[]
  mayRegister: boolean
  onRegistered: (parcelId: string | null) => void
}) => {
  const { t } = useT()
  if (!proposal.carrier) return <Note testId="parcel-no-carrier">{t("parcels.no_carrier")}</Note>
  const carrier = carrierName(proposal.carrier)
  if (!proposal.connected) return <Note testId="parcel-not-connected">{t("parcels.not_connected", { carrier })}</Note>
  if (!mayRegister) return <Note testId="parcel-not-registered">{t("parcels.not_registered", { carrier })}</Note>
  return (
    <RegisterParcel
      // The products' weight known anew (the order's lines changed): the field starts from it.
      key={proposal.weight_g ?? "unknown"}
      orderId={orderId}
      carrier={proposal.carrier}
      weight={proposal.weight_g}
      registered={registered}
      onRegistered={onRegistered}
    />
  )
}

/**
 * The packed order's parcel (issue 36, "Packing and carriers"): each parcel registered with its carrier
 * (carrier, tracking link, weight, cash on delivery, state) with its label to print, and what the next
 * would be. At the packing station (`where: "packing"`, shown once the order is packed) staff who may
 * work on shipping register it there; on the order's page (`"order"`, a part of its picking widget,
 * an h3 under it) it shows only once there is something to say, and parcels are not registered there.
 * `currencyCode`: the order's, for its cash on delivery (otherwise the shop's).
 */
export const ParcelPanel = ({ orderId, where, currencyCode }: { orderId: string; where: "packing" | "order"; currencyCode?: string }) => {
  const { t } = useT()
  const titleId = useId()
  const mayRead = useCan("fulfillment:read")
  const mayWrite = useCan("fulfillment:write") === true
  const [registered, setRegistered] = useState<string | null>(null)
  const query = useQuery({ queryKey: pickingKeys.parcels(orderId), queryFn: () => parcelApi.list(orderId), enabled: !!orderId && mayRead === true })
  useFailureToast(query.error, t("parcels.load_failed"), "parcels-load")
  if (mayRead !== true || !orderId) return null

  const data = query.data
  const atOrder = where === "order"
  // On the order's page the widget says it is loading; an order not packed has nothing to show.
  if (atOrder && !query.error && (!data || (!data.parcels.length && !data.proposal))) return null

  const body = !data ? (
    query.isPending ? (
      <LoadingState />
    ) : (
      <ErrorState message={t("parcels.load_failed")} error={query.error} onRetry={() => query.refetch()} />
    )
  ) : (
    <>
      {data.parcels.length ? (
        <ul className="divide-y border-t">
          {data.parcels.map((parcel) => (
            <ParcelRow key={parcel.id} parcel={parcel} currency={currencyCode} focus={registered === parcel.id} />
          ))}
        </ul>
      ) : null}
      {data.proposal ? (
        // Under parcels (the order's next fulfillment), set apart from the last one.
        <div className={data.parcels.length ? "border-t pt-4" : undefined}>
          <Proposal
            orderId={orderId}
            proposal={data.proposal}
            registered={data.parcels.map((p) => p.id)}
            mayRegister={mayWrite && !atOrder}
            onRegistered={setRegistered}
          />
        </div>
      ) : null}
      {!data.parcels.length && !data.proposal ? <EmptyState testId="parcel-none" message={t("parcels.none")} /> : null}
    </>
  )
  return (
    <TitledSection id={titleId} title={t("parcels.title")} level={atOrder ? "h3" : "h2"} testId="parcel-section">
      {body}
    </TitledSection>
  )
}
