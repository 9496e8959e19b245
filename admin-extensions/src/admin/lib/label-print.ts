/** How long an opened PDF's object URL lives (a label's, an invoice's): its tab has read the PDF long before, and a download has started. */
export const LABEL_URL_LIFETIME_MS = 60_000

/**
 * A fetched PDF (parcel labels, an invoice) opened in a new tab, where the browser's viewer prints it; where the
 * tab is blocked (a popup blocker, the click's activation spent while the PDF was fetched) it is
 * downloaded instead. Its object URL is revoked a minute later. Returns how it was shown.
 */
export function openPdf(blob: Blob, fileName: string): "opened" | "downloaded" {
  const pdf = blob.type === "application/pdf" ? blob : new Blob([blob], { type: "application/pdf" })
  const url = URL.createObjectURL(pdf)
  // Not "noopener": the tab then returns null whether it opened or not, and the fallback cannot tell.
  const opened = window.open(url, "_blank")
  if (!opened) {
    const link = document.createElement("a")
    link.href = url
    link.download = fileName
    link.rel = "noopener"
    link.style.display = "none"
    document.body.appendChild(link)
    link.click()
    link.remove()
  }
  window.setTimeout(() => URL.revokeObjectURL(url), LABEL_URL_LIFETIME_MS)
  return opened ? "opened" : "downloaded"
}
