import { Container } from "@medusajs/ui"
import { z } from "zod"

import { pickingApi, pickingKeys, type AdminPickingListResponse } from "../../../api/warehouse"
import { useCan } from "../../../api/staff"
import { CameraScanButton } from "../../../components/camera-scan"
import { CODE_INPUT, Hint, LabelledInput } from "../../../components/field"
import { InlineForm, useFormSave } from "../../../components/form-modals"
import { TitledSection } from "../../../components/headings"
import { PRINT_HIDDEN } from "../../../components/print-style"
import { scanned, useZodForm } from "../../../lib/form"
import { useT } from "../../../lib/i18n"

type ListOrder = AdminPickingListResponse["orders"][number]

const schema = z.object({ crate: z.string().trim().min(1, "crates.code_required") })
const EMPTY: z.input<typeof schema> = { crate: "" }

/** The id of an order's crate field, which the previous order's saved form hands the focus to. */
const inputId = (order: ListOrder) => `picking-crate-${order.order_id}`

/**
 * "Crate for #12": the crate the picker puts the order in, its label scanned (the scanner types the
 * code and presses Enter) or typed. Saved, the order is picked and in that crate, the lists refresh,
 * the field empties and the next order's field takes the focus, ready for the next scan. A crate
 * unknown, in use or of another stock location is the field's error, in the backend's words, with
 * the code kept.
 */
const OrderCrateForm = ({ order, next }: { order: ListOrder; next?: ListOrder }) => {
  const { t } = useT()
  const form = useZodForm(schema, EMPTY)
  const onSubmit = useFormSave(form, {
    save: ({ crate }) => pickingApi.pickIntoCrate(order.order_id, crate),
    invalidates: pickingKeys.all,
    saved: (answer) => t("picking.crate.saved", { order: order.display_id, code: answer.picking?.crate?.code ?? "" }),
    // Focus first: reset() forgets the field's element until the next render.
    onSaved: () => {
      if (next) document.getElementById(inputId(next))?.focus()
      else form.setFocus("crate")
      form.reset(EMPTY)
    },
  })
  return (
    <li className="flex flex-col gap-y-1" data-testid="picking-crate">
      <InlineForm
        onSubmit={onSubmit}
        submitting={form.formState.isSubmitting}
        submitLabel={t("picking.crate.put")}
        submitName={t("picking.crate.put_order", { order: order.display_id })}
        rootError={form.formState.errors.root?.message}
      >
        <LabelledInput
          id={inputId(order)}
          label={t("picking.crate.label", { order: order.display_id })}
          {...CODE_INPUT}
          fieldClassName="w-full sm:w-44"
          {...form.field("crate")}
        />
        <CameraScanButton field={t("picking.crate.label", { order: order.display_id })} onCode={scanned(form, "crate", onSubmit)} />
      </InlineForm>
      <Hint>{order.crate ? t("picking.crate.current", { code: order.crate.code }) : t("picking.crate.none")}</Hint>
    </li>
  )
}

/**
 * Batch picking into crates: under the list's title, a crate form per order, for staff who may work
 * on shipping; not printed (the printed title names each order's crate instead). Stacked on a phone.
 */
export const OrderCrates = ({ orders }: { orders: ListOrder[] }) => {
  const { t } = useT()
  const mayWrite = useCan("fulfillment:write")
  if (!mayWrite) return null
  return (
    <Container className="p-0" {...{ [PRINT_HIDDEN]: "" }}>
      <TitledSection
        id="picking-list-crates-title"
        title={t("picking.list.crates_title")}
        description={t("picking.list.crates_description")}
        testId="picking-list-crates"
      >
        <ul className="grid gap-4 px-6 pb-4 sm:grid-cols-2 xl:grid-cols-3">
          {orders.map((order, index) => (
            <OrderCrateForm key={order.order_id} order={order} next={orders[index + 1]} />
          ))}
        </ul>
      </TitledSection>
    </Container>
  )
}
