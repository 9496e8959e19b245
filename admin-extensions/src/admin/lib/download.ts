/**
 * `content` downloaded as `fileName`. The link is put in the page (older browsers click only a link in the document),
 * and its object URL is revoked once the download has surely started (revoked at once, some browsers cancel it).
 */
export function downloadFile(fileName: string, content: BlobPart, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const link = document.createElement("a")
  link.href = url
  link.download = fileName
  link.style.display = "none"
  document.body.appendChild(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
