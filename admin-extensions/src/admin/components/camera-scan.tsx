import { Camera } from "@medusajs/icons"
import { Button, FocusModal, Heading, Text } from "@medusajs/ui"
import { useEffect, useRef, useState } from "react"

import { cameraAllowedHere, cameraFailure, startCameraScanner, type CameraFailure } from "../lib/camera-scanner"
import { useT } from "../lib/i18n"
import { ModalHeader } from "./dialog-headers"

type Props = {
  /** The label of the field the code goes to: the button's accessible name says which field it fills. */
  field: string
  /** The code read, once the camera has closed: fill the field and send its form, as a scanner's Enter would. */
  onCode: (code: string) => void
}

/**
 * "Camera", beside a field a scanner types into: for staff with a phone instead of a scanner. It opens
 * the back camera full screen; the first code read closes it and goes to `onCode` after the focus has
 * left the dialog, so that the form's own focus handling (the field, its error) is not undone by the
 * dialog giving the focus back to this button. Esc or Close cancels.
 */
export const CameraScanButton = ({ field, onCode }: Props) => {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  const read = useRef<string | null>(null)
  return (
    <div className="sm:pt-6">
      <FocusModal open={open} onOpenChange={setOpen}>
        <FocusModal.Trigger asChild>
          <Button size="small" variant="secondary" type="button" aria-label={t("camera.open_for", { field })}>
            <Camera aria-hidden />
            {t("camera.open")}
          </Button>
        </FocusModal.Trigger>
        <FocusModal.Content
          aria-describedby="camera-scan-status"
          data-testid="camera-scan"
          onCloseAutoFocus={(event) => {
            const code = read.current
            read.current = null
            if (code === null) return
            event.preventDefault()
            onCode(code)
          }}
        >
          <ModalHeader />
          <FocusModal.Body className="flex flex-1 flex-col items-center gap-y-4 overflow-y-auto p-4">
            <FocusModal.Title asChild>
              <Heading>{t("camera.title", { field })}</Heading>
            </FocusModal.Title>
            {open ? (
              <CameraView
                onCode={(code) => {
                  read.current = code
                  setOpen(false)
                }}
              />
            ) : null}
          </FocusModal.Body>
        </FocusModal.Content>
      </FocusModal>
    </div>
  )
}

type State = { kind: "starting" } | { kind: "scanning" } | { kind: "failed"; failure: CameraFailure }

/** The camera's picture and what it is doing; the camera runs while this is shown. */
const CameraView = ({ onCode }: { onCode: (code: string) => void }) => {
  const { t } = useT()
  const video = useRef<HTMLVideoElement>(null)
  const [state, setState] = useState<State>(() => (cameraAllowedHere() ? { kind: "starting" } : { kind: "failed", failure: "insecure" }))
  const handler = useRef(onCode)
  handler.current = onCode

  useEffect(() => {
    if (!video.current || !cameraAllowedHere()) return
    const closing = new AbortController()
    let stop = () => {}
    startCameraScanner(video.current, (code) => handler.current(code), closing.signal).then(
      (scanner) => {
        if (!scanner) return
        if (closing.signal.aborted) return scanner.stop()
        stop = scanner.stop
        setState({ kind: "scanning" })
      },
      (error: unknown) => {
        if (!closing.signal.aborted) setState({ kind: "failed", failure: cameraFailure(error) })
      },
    )
    return () => {
      closing.abort()
      stop()
    }
  }, [])

  const failed = state.kind === "failed"
  return (
    <>
      <Text id="camera-scan-status" role={failed ? "alert" : "status"} className={failed ? "text-ui-fg-error" : undefined} data-testid="camera-scan-status">
        {failed ? t(`camera.failed.${state.failure}`) : t(state.kind === "starting" ? "camera.starting" : "camera.aim")}
      </Text>
      {/* The picture is only for aiming: what matters is said in the status above. */}
      <video
        ref={video}
        muted
        playsInline
        aria-hidden
        className={`bg-ui-bg-subtle aspect-[4/3] w-full max-w-[640px] rounded-md object-cover ${failed ? "hidden" : ""}`}
      />
    </>
  )
}
