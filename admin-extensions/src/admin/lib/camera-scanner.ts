/**
 * Reading barcodes with the device's camera (issue 36: "scanning works … with the phone's camera"), with
 * ZXing (@zxing/browser): plain JavaScript, so nothing to serve beside the admin, and one decoder in every
 * browser (the native BarcodeDetector is missing on desktop Linux, Windows and in Safari). It is loaded when
 * a camera is first opened, not with the admin.
 */

/** What the warehouse's labels carry: EAN-13 on products, Code 128 on crates, parcels and IMEI stickers, QR anywhere. */
const FORMATS = ["EAN_13", "CODE_128", "QR_CODE"] as const

/** Why the camera did not start, each with its own advice. */
export type CameraFailure = "insecure" | "denied" | "missing" | "busy" | "failed"

/** Browsers give the camera only to secure pages (https or localhost): elsewhere `navigator.mediaDevices` is missing. */
export const cameraAllowedHere = (): boolean => window.isSecureContext && Boolean(navigator.mediaDevices?.getUserMedia)

/** The browser's refusal (a DOMException's name) as what the staff member can do about it. */
export function cameraFailure(error: unknown): CameraFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : ""
  if (name === "NotAllowedError" || name === "SecurityError") return "denied"
  if (name === "NotFoundError" || name === "OverconstrainedError") return "missing"
  if (name === "NotReadableError" || name === "AbortError") return "busy"
  return "failed"
}

/**
 * Shows the back camera in `video` (asked for 1280×720: a 640×480 picture, many phones' default, leaves a
 * long Code 128 too few pixels per bar) and calls `onCode` once, with the first code read, which stops the
 * camera; so does `stop` of the answer. Rejects with the browser's error when there is no camera to use.
 * Aborted before the picture is shown (the dialog closed, or React's development mode running the
 * effect twice), it answers null and leaves `video` alone: a later start may be showing its camera there.
 */
export async function startCameraScanner(video: HTMLVideoElement, onCode: (code: string) => void, signal: AbortSignal): Promise<{ stop: () => void } | null> {
  const { BrowserMultiFormatReader, BarcodeFormat } = await import("@zxing/browser")
  if (signal.aborted) return null
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } },
  })
  if (signal.aborted) {
    for (const track of stream.getTracks()) track.stop()
    return null
  }
  const reader = new BrowserMultiFormatReader()
  reader.possibleFormats = FORMATS.map((format) => BarcodeFormat[format])
  let done = false
  const controls = await reader.decodeFromStream(stream, video, (result, _error, scan) => {
    // Frames without a code call back with an error: the reader keeps looking.
    if (!result || done) return
    done = true
    scan.stop()
    onCode(result.getText().trim())
  })
  return { stop: () => controls.stop() }
}
