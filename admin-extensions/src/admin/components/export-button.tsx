import { Button } from "@medusajs/ui"
import { useEffect, useRef, useState } from "react"

import { notify } from "../lib/notify"

/**
 * An export's button: `run` makes and downloads the file. While it runs the button is disabled and says
 * `texts.busy` (also to a screen reader); it gets the focus back afterwards; a failure is `texts.failed` in a toast.
 */
export const ExportButton = ({
  run,
  texts,
  disabled,
  testId,
}: {
  run: () => Promise<void>
  texts: { label: string; busy: string; failed: string }
  /** Nothing to export. */
  disabled?: boolean
  testId: string
}) => {
  const [exporting, setExporting] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const ran = useRef(false)

  useEffect(() => {
    // Disabled while it ran, the button lost the focus: it gets it back for the next export.
    if (!exporting && ran.current && (!document.activeElement || document.activeElement === document.body)) button.current?.focus()
  }, [exporting])

  const start = async () => {
    ran.current = true
    setExporting(true)
    try {
      await run()
    } catch (error) {
      notify.error(texts.failed, { error, id: testId })
    } finally {
      setExporting(false)
    }
  }

  return (
    <>
      <Button ref={button} size="small" variant="secondary" type="button" disabled={disabled || exporting} onClick={start} data-testid={testId}>
        {exporting ? texts.busy : texts.label}
      </Button>
      <span role="status" className="sr-only">
        {exporting ? texts.busy : ""}
      </span>
    </>
  )
}
