import bwipjs from "bwip-js"
import { PDFDocument, StandardFonts, rgb } from "pdf-lib"

/**
 * The carriers' stand-ins print test labels alike: an A6 label per parcel with a Code 128 barcode of
 * its number, placed (scaled for the smaller formats) on a sheet's grid. Each stand-in maps its API's
 * format names to `Sheet`s and its parcels to `Label`s.
 */

export const MM = 72 / 25.4
const A6 = [105 * MM, 148 * MM]

/** A sheet in mm and its grid of labels, filled left to right from the top left: [width, height, columns, rows]. */
export const SHEETS = { a6: [105, 148, 1, 1], a4: [210, 297, 2, 2] }

/** Letters NFD does not take apart; Helvetica's WinAnsi encoding has none of them. */
const UNDECOMPOSED = { ł: "l", Ł: "L", đ: "d", Đ: "D", ß: "ss", ø: "o", Ø: "O", æ: "ae", Æ: "AE", œ: "oe", Œ: "OE", ı: "i" }
/** Text the standard font can print: accents dropped, anything else a "?". */
export const ascii = (s) =>
  String(s ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[łŁđĐßøØæÆœŒı]/g, (c) => UNDECOMPOSED[c])
    .replace(/[^\x20-\x7e]/g, "?")

/**
 * @typedef {{ carrier: string, source: string, barcode: string, barcodeText: string, recipient: string,
 *   company?: string, destination: string[], order: string, weightKg: string | number,
 *   cod?: { amount: string | number, currency: string } | null, sender: string }} Label
 */

/** The labels as one PDF, base64: each an A6 label placed on the sheet's grid from position `offset` on. */
export async function labelsPdf(labels, [width, height, cols, rows], offset = 0) {
  const drawnLabels = await PDFDocument.create()
  const fonts = [await drawnLabels.embedFont(StandardFonts.Helvetica), await drawnLabels.embedFont(StandardFonts.HelveticaBold)]
  for (const label of labels) await drawLabel(drawnLabels, fonts, label)

  const pdf = await PDFDocument.create()
  const [cellW, cellH] = [(width * MM) / cols, (height * MM) / rows]
  const scale = Math.min(cellW / A6[0], cellH / A6[1])
  const start = Math.max(0, Math.trunc(Number(offset)) || 0) % (cols * rows)
  let page
  // Embedded only once saved: pdf-lib writes the fonts and images of a document when it saves it.
  const drawn = await PDFDocument.load(await drawnLabels.save())
  for (const [i, label] of (await pdf.embedPages(drawn.getPages())).entries()) {
    const slot = (start + i) % (cols * rows)
    if (!page || slot === 0) page = pdf.addPage([width * MM, height * MM])
    const [col, row] = [slot % cols, Math.floor(slot / cols)]
    const [padX, padY] = [(cellW - A6[0] * scale) / 2, (cellH - A6[1] * scale) / 2]
    page.drawPage(label, { x: col * cellW + padX, y: height * MM - (row + 1) * cellH + padY, xScale: scale, yScale: scale })
  }
  return Buffer.from(await pdf.save()).toString("base64")
}

/** One A6 label: what a courier and a pick-up point read off the real one, plainly laid out. */
async function drawLabel(pdf, [font, bold], label) {
  const page = pdf.addPage(A6)
  const [width, height] = A6
  const margin = 16
  let y = height - margin
  const line = (text, size, f = font, gap = 5) => {
    const fits = (t) => f.widthOfTextAtSize(t, size) <= width - 2 * margin
    let s = ascii(text)
    if (!fits(s)) {
      while (s && !fits(`${s}...`)) s = s.slice(0, -1)
      s += "..."
    }
    y -= size
    page.drawText(s, { x: margin, y, size, font: f })
    y -= gap
  }
  page.drawRectangle({ x: 6, y: 6, width: width - 12, height: height - 12, borderWidth: 1, borderColor: rgb(0, 0, 0) })
  line(label.carrier, 22, bold, 3)
  line(`(test label - ${label.source})`, 8, font, 10)
  const png = await pdf.embedPng(await bwipjs.toBuffer({ bcid: "code128", text: label.barcode, scale: 3, height: 10, includetext: true }))
  const barWidth = width - 2 * margin
  const barHeight = (png.height * barWidth) / png.width
  y -= barHeight
  page.drawImage(png, { x: margin, y, width: barWidth, height: barHeight })
  y -= 8
  line(label.barcodeText, 18, bold, 12)
  line("Recipient", 8, font, 3)
  line(label.recipient, 14, bold)
  if (label.company) line(label.company, 10)
  for (const destination of label.destination) line(destination, 11)
  y -= 6
  line(`Order ${label.order}`, 11)
  line(`Weight ${label.weightKg} kg`, 11)
  if (label.cod && Number(label.cod.amount) > 0) line(`COD ${label.cod.amount} ${label.cod.currency}`, 14, bold)
  y -= 6
  line("Sender", 8, font, 3)
  line(label.sender, 11)
}
