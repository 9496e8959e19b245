import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs"

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
