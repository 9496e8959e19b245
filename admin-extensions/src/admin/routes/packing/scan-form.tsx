import { Text } from "@medusajs/ui"
import { useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { flushSync } from "react-dom"
import { z } from "zod"
import type { UnitIdentifier } from "@electroshop/contracts/warehouse"

import { packingApi, pickingKeys, type AdminPackingResponse } from "../../api/warehouse"
import { CameraScanButton } from "../../components/camera-scan"
import { CODE_INPUT, LabelledInput } from "../../components/field"
import { InlineForm } from "../../components/form-modals"
import { TitledSection } from "../../components/headings"
import { scanned, useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { identifierAsked, identifierFor, lineScanned, normalizeScanCode, scanBody } from "../../lib/packing"
import { ApiError } from "../../lib/sdk"

type Packing = AdminPackingResponse["packing"]

const schema = z.object({
  code: z.string().trim().min(1, "packing.scan.code_required"),
  imei: z.string().trim(),
  serial_number: z.string().trim(),
})
const EMPTY: z.input<typeof schema> = { code: "", imei: "", serial_number: "" }
type Field = keyof typeof EMPTY

/** The id of the "Scan an item" input, which takes the focus back after each scan and undo. */
export const SCAN_CODE_ID = "packing-scan-code"
const IDENTIFIER_INPUT = { autoComplete: "off", spellCheck: false, fieldClassName: "w-full sm:w-56" } as const

/** The field a refusal names first (the code, then the IMEI, then the serial number): its text is selected for the next scan. */
const fieldInError = (fields: Record<string, string> | null): Field => (["code", "imei", "serial_number"] as const).find((field) => fields?.[field]) ?? "code"

/**
 * "Scan an item", made for a scanner that types the code and presses Enter: a unit of the order is
 * scanned. A line that needs an IMEI (a phone) or an IMEI or serial number (a tablet, a watch) shows
 * its field as soon as its code is read, and Enter in the code's field moves the focus there; Enter
 * then sends both. A scan done empties the fields, gives the code's field the focus back and says
 * which item it was in the live region; a refusal is the named field's error in the backend's words,
 * its text selected so that the next scan replaces it.
 */
export const PackingScan = ({ packing }: { packing: Packing }) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const form = useZodForm(schema, EMPTY)
  // The identifier the backend asked for when the lines did not say (they changed meanwhile), for that code.
  const [asked, setAsked] = useState<{ code: string; identifier: UnitIdentifier } | null>(null)
  const [announcement, setAnnouncement] = useState("")
  // Read from the values, not the last render: a code from the camera is sent as soon as it is set.
  const identifierOf = (typed: string) => {
    const code = normalizeScanCode(typed)
    return identifierFor(packing.lines, code) ?? (asked?.code === code ? asked.identifier : null)
  }
  const identifier = identifierOf(form.watch("code"))
  const select = (field: Field) => form.setFocus(field, { shouldSelect: true })
  // A new code is a new unit: what was typed for the previous one does not go with it.
  const newUnit = () => {
    form.setValue("imei", "")
    form.setValue("serial_number", "")
    form.clearErrors(["imei", "serial_number"])
  }
  const codeField = form.register("code", { onChange: newUnit })

  const onSubmit = form.handleSubmit(async (values) => {
    const identifier = identifierOf(values.code)
    if (identifier && !values.imei && !values.serial_number) {
      // Read from the code's field: the unit's identifier is scanned next. Sent without it: it is missing.
      if (document.activeElement?.id !== SCAN_CODE_ID)
        form.setError("imei", { type: "required", message: identifier === "imei" ? "packing.scan.imei_required" : "packing.scan.identifier_required" })
      return select("imei")
    }
    setAnnouncement("")
    try {
      const answer = await packingApi.scan(packing.order_id, scanBody(values, identifier))
      queryClient.setQueryData(pickingKeys.packing(packing.order_id), answer)
      const line = lineScanned(packing.lines, answer.packing.lines)
      if (line) setAnnouncement(t("packing.scan.scanned", { title: line.title, scanned: line.scanned, quantity: line.quantity }))
      setAsked(null)
      // A scanner faster than the answer may have typed the next code already: that one stays.
      if (normalizeScanCode(form.getValues("code")) !== normalizeScanCode(values.code)) return
      // Focus first: reset() forgets the field's element until the next render.
      form.setFocus("code")
      form.reset(EMPTY)
    } catch (error) {
      const fields = form.serverErrors(error)
      const need = error instanceof ApiError ? identifierAsked(error.reading.extra("error_codes") as Record<string, string> | undefined) : null
      // The identifier's field appears now, so that it can take the focus.
      if (need) flushSync(() => setAsked({ code: normalizeScanCode(values.code), identifier: need }))
      select(fieldInError(fields))
      // Packed meanwhile, or gone from the queue: the page shows it.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409))
        await queryClient.invalidateQueries({ queryKey: pickingKeys.packing(packing.order_id) })
    }
  })

  return (
    <TitledSection id="packing-scan-title" title={t("packing.scan.title")} description={t("packing.scan.description")} testId="packing-scan">
      <div className="flex flex-col gap-y-3 px-6 pb-4">
        <InlineForm
          onSubmit={onSubmit}
          submitting={form.formState.isSubmitting}
          submitLabel={t("packing.scan.add")}
          rootError={form.formState.errors.root?.message}
        >
          <LabelledInput
            id={SCAN_CODE_ID}
            label={t("packing.scan.code")}
            placeholder={t("packing.scan.placeholder")}
            autoFocus
            {...CODE_INPUT}
            fieldClassName="w-full sm:w-64"
            {...codeField}
            error={form.error("code")}
          />
          <CameraScanButton
            field={t("packing.scan.code")}
            onCode={(code) => {
              newUnit()
              scanned(form, "code", onSubmit)(code)
            }}
          />
          {identifier ? (
            <LabelledInput
              id="packing-scan-imei"
              label={t("packing.scan.imei")}
              hint={t(identifier === "imei" ? "packing.scan.imei_hint" : "packing.scan.identifier_hint")}
              inputMode="numeric"
              {...IDENTIFIER_INPUT}
              {...form.field("imei")}
            />
          ) : null}
          {identifier ? <CameraScanButton field={t("packing.scan.imei")} onCode={scanned(form, "imei", onSubmit)} /> : null}
          {identifier === "imei_or_serial" ? (
            <LabelledInput
              id="packing-scan-serial"
              label={t("packing.scan.serial_number")}
              {...CODE_INPUT}
              {...IDENTIFIER_INPUT}
              {...form.field("serial_number")}
            />
          ) : null}
        </InlineForm>
        <Text size="small" weight="plus" role="status" data-testid="packing-scan-result">
          {announcement}
        </Text>
      </div>
    </TitledSection>
  )
}
