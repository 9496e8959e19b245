import { useQueryClient } from "@tanstack/react-query"
import { useNavigate } from "react-router-dom"
import { z } from "zod"

import { handoverApi, pickingKeys } from "../../api/warehouse"
import { CameraScanButton } from "../../components/camera-scan"
import { CODE_INPUT, LabelledInput } from "../../components/field"
import { InlineForm } from "../../components/form-modals"
import { TitledSection } from "../../components/headings"
import { SERVER, scanned, useServerFieldErrors, useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { errorMessage, notify } from "../../lib/notify"
import { carrierName, normalizeParcelCode, scannedParcel } from "../../lib/parcels"

const schema = z.object({ code: z.string().trim().min(1, "handovers.scan.code_required") })
const EMPTY: z.input<typeof schema> = { code: "" }

/** The id of the "Parcel number" input, which takes the focus back after each scan (and a parcel taken out). */
export const HANDOVER_CODE_ID = "handover-code"

/**
 * "Scan parcels", made for a USB scanner that types a parcel's number and presses Enter: the parcel
 * joins the open hand-over of its carrier at its stock location (its first parcel opens one). A
 * success empties the field, keeps the focus in it and says in a toast which carrier's hand-over the
 * parcel joined; on a batch's page (`current`) a parcel of another batch says so, with a link to that
 * one. A refusal (no such parcel, its order cancelled, handed over or in a batch already) is the
 * field's error in the backend's words, its text selected so that the next scan replaces it.
 */
export const HandoverScan = ({ current }: { current?: string }) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const form = useZodForm(schema, EMPTY)
  const fieldErrors = useServerFieldErrors()

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      const answer = await handoverApi.scan(code)
      const { handover } = answer
      queryClient.setQueryData(pickingKeys.handover(handover.id), answer)
      void queryClient.invalidateQueries({ queryKey: pickingKeys.handoverLists() })
      const carrier = carrierName(handover.carrier)
      const texts = { tracking: scannedParcel(handover, code)?.tracking_number ?? normalizeParcelCode(code), carrier }
      if (current && current !== handover.id)
        notify.success(t("handovers.scan.added_elsewhere", texts), {
          action: {
            label: t("handovers.scan.open_other"),
            altText: t("handovers.scan.open_other_name", { carrier }),
            onClick: () => navigate(`/handovers/${handover.id}`),
          },
        })
      else notify.success(t("handovers.scan.added", texts))
      // A scanner faster than the answer may have typed the next number already: that one stays.
      if (normalizeParcelCode(form.getValues("code")) !== normalizeParcelCode(code)) return
      // Focus first: reset() forgets the field's element until the next render.
      form.setFocus("code")
      form.reset(EMPTY)
    } catch (error) {
      form.setError("code", { type: SERVER, message: fieldErrors(error)?.code ?? errorMessage(error) ?? t("handovers.scan.failed") })
      form.setFocus("code", { shouldSelect: true })
    }
  })

  return (
    <TitledSection id="handover-scan-title" title={t("handovers.scan.title")} description={t("handovers.scan.description")} testId="handover-scan">
      <InlineForm
        onSubmit={onSubmit}
        submitting={form.formState.isSubmitting}
        submitLabel={t("handovers.scan.add")}
        submitTestId="handover-scan-submit"
        className="px-6 pb-4"
      >
        <LabelledInput
          id={HANDOVER_CODE_ID}
          label={t("handovers.scan.code")}
          autoFocus
          {...CODE_INPUT}
          fieldClassName="w-full sm:w-72"
          data-testid="handover-code"
          {...form.field("code")}
        />
        <CameraScanButton field={t("handovers.scan.code")} onCode={scanned(form, "code", onSubmit)} />
      </InlineForm>
    </TitledSection>
  )
}
