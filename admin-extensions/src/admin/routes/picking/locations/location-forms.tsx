import { z } from "zod"

import { productLocationApi, pickingKeys, type AdminProductLocation } from "../../../api/warehouse"
import { CODE_INPUT, Hint, LabelledInput } from "../../../components/field"
import { EditDrawer, InlineForm, useFormModal, useFormSave } from "../../../components/form-modals"
import { TitledSection } from "../../../components/headings"
import { useZodForm } from "../../../lib/form"
import { useT } from "../../../lib/i18n"

/** One failure toast for saving bins: a new failure replaces it, a success removes it. */
const SAVE_FAILED_TOAST = "product-location-save-failed"

// The backend checks the SKU and the bin (and upper-cases it); its messages, in the shop's language, show at the fields.
const assignSchema = z.object({ sku: z.string(), bin: z.string() })
const moveSchema = z.object({ bin: z.string() })
const EMPTY: z.input<typeof assignSchema> = { sku: "", bin: "" }

/** A bin's product and place, to name its row's buttons and the removal's question: "SKU-1 (A-01-03)". */
export const locationName = (location: AdminProductLocation, none: string) => `${location.sku ?? location.title ?? none} (${location.bin})`

/** The save's texts and refreshed queries, the same for assigning and moving. */
function useSaveTexts() {
  const { t } = useT()
  return {
    invalidates: pickingKeys.all,
    saved: t("picking.locations.saved"),
    failed: { message: t("picking.locations.save_failed"), toastId: SAVE_FAILED_TOAST },
  }
}

/**
 * "Assign a bin": the stock item with this SKU lies in this bin at the stock location. Made for a
 * scanner: SKU, bin, Enter; saved, the form empties and waits for the next SKU. A refusal keeps what
 * was typed and shows the backend's messages under the fields.
 */
export const AssignForm = ({ stockLocationId }: { stockLocationId: string }) => {
  const { t } = useT()
  const form = useZodForm(assignSchema, EMPTY)
  const onSubmit = useFormSave(form, {
    ...useSaveTexts(),
    save: (body) => productLocationApi.assign({ stock_location_id: stockLocationId, ...body }),
    // Focus first: reset() forgets the fields' elements until the next render.
    onSaved: () => {
      form.setFocus("sku")
      form.reset(EMPTY)
    },
  })
  return (
    <TitledSection
      id="product-location-assign-title"
      title={t("picking.locations.assign_title")}
      description={t("picking.locations.assign_description")}
      testId="product-location-assign"
    >
      <InlineForm
        onSubmit={onSubmit}
        submitting={form.formState.isSubmitting}
        submitLabel={t("picking.locations.assign")}
        rootError={form.formState.errors.root?.message}
        className="px-6 pb-4"
      >
        <LabelledInput
          id="product-location-sku"
          label={t("picking.columns.sku")}
          autoComplete="off"
          spellCheck={false}
          fieldClassName="w-full sm:w-56"
          {...form.field("sku")}
        />
        <LabelledInput id="product-location-bin" label={t("picking.columns.bin")} {...CODE_INPUT} fieldClassName="w-full sm:w-40" {...form.field("bin")} />
      </InlineForm>
    </TitledSection>
  )
}

/** A row's "Move": the item's new bin at the same stock location, in a drawer; a bin gone meanwhile (404) refreshes the list. */
export const MoveForm = ({ location }: { location: AdminProductLocation }) => {
  const { t } = useT()
  const initial = { bin: location.bin }
  const form = useZodForm(moveSchema, initial)
  const modal = useFormModal(form, { ...useSaveTexts(), initial, save: ({ bin }) => productLocationApi.move(location.id, bin) })
  const none = t("common.not_available")
  const move = t("picking.locations.move")
  return (
    <EditDrawer
      {...modal}
      trigger={move}
      triggerLabel={`${move}: ${locationName(location, none)}`}
      title={t("picking.locations.move_title")}
      submitLabel={move}
    >
      <Hint>{t("picking.locations.move_current", { product: location.sku ?? location.title ?? none, bin: location.bin })}</Hint>
      <LabelledInput id={`product-location-${location.id}-bin`} label={t("picking.locations.new_bin")} {...CODE_INPUT} {...form.field("bin")} />
    </EditDrawer>
  )
}
