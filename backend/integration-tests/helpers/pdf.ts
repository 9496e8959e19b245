import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs"
import { expect, vi } from "vitest"

// A PDF's text comes out with plain, no-break or narrow no-break spaces depending on the
// font's glyphs and the extractor, and text wrapped in a narrow column as several lines;
// a reader sees one space either way.
export const spaces = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ")

export type PdfPage = { text: string; width: number; height: number }

/** What a reader of the PDF sees: each page's text and the page size in points. */
export async function readPdf(buffer: ArrayBuffer | Uint8Array): Promise<{ pages: PdfPage[]; info: Record<string, unknown> }> {
  const pdf = await getDocument({ data: new Uint8Array(buffer), useSystemFonts: false, disableFontFace: true }).promise
  try {
    const pages: PdfPage[] = []
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n)
      const content = await page.getTextContent()
      const text = content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join("")
      const [x0, y0, x1, y1] = page.view
      pages.push({ text: spaces(text), width: x1 - x0, height: y1 - y0 })
    }
    const { info } = await pdf.getMetadata()
    return { pages, info: info as Record<string, unknown> }
  } finally {
    await pdf.destroy()
  }
}

/**
 * A PDF the shop renders, as a reader gets it, checked as every printed document is: pdfmake warned of no
 * missing resource policy (nothing but the fonts was loaded), the file is a PDF, and every page is A4.
 */
export async function renderedA4(render: () => Promise<Buffer>): Promise<{ buffer: Buffer; pages: PdfPage[]; info: Record<string, unknown> }> {
  const warn = vi.spyOn(console, "warn")
  const buffer = await render()
  expect(warn).not.toHaveBeenCalled()
  warn.mockRestore()
  expect(buffer.subarray(0, 5).toString("latin1")).toBe("%PDF-")
  const read = await readPdf(buffer)
  for (const page of read.pages) expect([Math.round(page.width), Math.round(page.height)]).toEqual([595, 842])
  return { buffer, ...read }
}
