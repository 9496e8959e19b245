import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { LABEL_URL_LIFETIME_MS, openPdf } from "./label-print"

describe("openPdf", () => {
  const link = { href: "", download: "", rel: "", style: { display: "" }, click: vi.fn(), remove: vi.fn() }
  const open = vi.fn()
  const appendChild = vi.fn()
  let created: Blob | undefined

  beforeEach(() => {
    vi.useFakeTimers()
    created = undefined
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      created = blob as Blob
      return "blob:label"
    })
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined)
    vi.stubGlobal("window", { open, setTimeout: globalThis.setTimeout })
    vi.stubGlobal("document", { createElement: () => link, body: { appendChild } })
  })

  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    open.mockReset()
    link.click.mockReset()
    appendChild.mockReset()
  })

  it("opens the PDF in a new tab and revokes its URL later", () => {
    open.mockReturnValue({})
    expect(openPdf(new Blob(["%PDF"], { type: "application/pdf" }), "label.pdf")).toBe("opened")
    expect(open).toHaveBeenCalledWith("blob:label", "_blank")
    expect(link.click).not.toHaveBeenCalled()
    expect(URL.revokeObjectURL).not.toHaveBeenCalled()
    vi.advanceTimersByTime(LABEL_URL_LIFETIME_MS)
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:label")
  })

  it("downloads it when the tab is blocked", () => {
    open.mockReturnValue(null)
    expect(openPdf(new Blob(["%PDF"], { type: "application/pdf" }), "label-Z1-a6.pdf")).toBe("downloaded")
    expect(link).toMatchObject({ href: "blob:label", download: "label-Z1-a6.pdf" })
    expect(appendChild).toHaveBeenCalledWith(link)
    expect(link.click).toHaveBeenCalledOnce()
    expect(link.remove).toHaveBeenCalled()
  })

  it("gives a file of no type the PDF type, so that the viewer shows it", () => {
    open.mockReturnValue({})
    openPdf(new Blob(["%PDF"]), "label.pdf")
    expect(created?.type).toBe("application/pdf")
  })
})
