import { Button } from "@medusajs/ui"
import { useMutation } from "@tanstack/react-query"
import { useEffect, useId, useRef, useState } from "react"

import { parcelApi, type AdminParcel, type LabelFormat } from "../../api/warehouse"
import { useT } from "../../lib/i18n"
import { openPdf } from "../../lib/label-print"
import { notify } from "../../lib/notify"
import { LABEL_SHEET_POSITIONS, labelFileName } from "../../lib/parcels"
import { LabelledSelect } from "../field"

type Print = { format: LabelFormat; offset: number }

/**
 * "Print label (A6)" for a label printer, and "Print labels (A4)" for an office printer with the first
 * free position of a sheet of four (a sheet used in part goes back in): the carrier's PDF opens in a new
 * tab to be printed there (downloaded where the tab is blocked). The pressed button shows it loading and
 * keeps the focus; a refusal is told in a toast with the backend's words. `focus`: the A6 button takes
 * the focus once shown (the parcel was just registered, its label is what comes next).
 */
export const LabelPrint = ({ parcel, focus = false }: { parcel: AdminParcel; focus?: boolean }) => {
  const { t } = useT()
  const offsetId = useId()
  const [position, setPosition] = useState<number>(LABEL_SHEET_POSITIONS[0])
  const a6 = useRef<HTMLButtonElement>(null)
  const a4 = useRef<HTMLButtonElement>(null)
  const buttons = { a6, a4 }
  const print = useMutation({
    mutationFn: ({ format, offset }: Print) => parcelApi.labels([parcel.id], format, offset),
    onSuccess: (pdf, { format }) => {
      notify.dismiss(`parcel-label-${parcel.id}`)
      openPdf(pdf, labelFileName(parcel.tracking_number, format))
    },
    onError: (error) => notify.error(t("parcels.label_failed"), { error, id: `parcel-label-${parcel.id}` }),
    // A button loading is disabled, which takes the focus from it: it gets it back for the next print.
    onSettled: (_pdf, _error, { format }) => {
      if (!document.activeElement || document.activeElement === document.body) buttons[format].current?.focus()
    },
  })
  const pending = print.isPending ? print.variables.format : null

  useEffect(() => {
    if (focus) a6.current?.focus()
  }, [focus, a6])

  const button = (format: LabelFormat, testId: string, label: string) => (
    <Button
      ref={buttons[format]}
      size="small"
      variant="secondary"
      type="button"
      isLoading={pending === format}
      disabled={pending !== null && pending !== format}
      onClick={() => print.mutate({ format, offset: format === "a4" ? position - 1 : 0 })}
      data-testid={testId}
    >
      {label}
    </Button>
  )

  return (
    <div className="flex flex-wrap items-end gap-3">
      {button("a6", "parcel-label-a6", t("parcels.label_a6"))}
      <div className="flex flex-wrap items-end gap-2">
        <LabelledSelect
          id={offsetId}
          label={t("parcels.label_offset")}
          options={LABEL_SHEET_POSITIONS.map((p) => ({ value: String(p), label: String(p) }))}
          value={String(position)}
          onChange={(event) => setPosition(Number(event.target.value))}
          data-testid="parcel-label-offset"
        />
        {button("a4", "parcel-label-a4", t("parcels.label_a4"))}
      </div>
    </div>
  )
}
