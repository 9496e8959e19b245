import path from "node:path"
import type { ShopLocale } from "@electroshop/domain/variant"
import pdfMake from "pdfmake"
import type { StyleDictionary, TDocumentDefinitions, TFontDictionary } from "pdfmake/interfaces"

// Roboto as pdfmake ships it covers Czech and Romanian letters (ř, ů, ș, ț); the
// PDF standard fonts do not, and the server needs no system fonts this way.
const FONT_DIR = path.join(path.dirname(require.resolve("pdfmake/package.json")), "fonts", "Roboto")

function robotoFonts(): TFontDictionary {
  return {
    Roboto: {
      normal: path.join(FONT_DIR, "Roboto-Regular.ttf"),
      bold: path.join(FONT_DIR, "Roboto-Medium.ttf"),
      italics: path.join(FONT_DIR, "Roboto-Italic.ttf"),
      bolditalics: path.join(FONT_DIR, "Roboto-MediumItalic.ttf"),
    },
  }
}

/** A document is made of its own data only: nothing is fetched and nothing but the fonts is read from disk. */
function readsOnlyFonts(file: string): boolean {
  return path.resolve(file).startsWith(FONT_DIR + path.sep)
}

export const GREY = "#666666"
export const RULE = "#bbbbbb"

/** The Intl locale of a shop language: what a document's numbers are formatted in and its language is declared as. */
export function intlLocale(locale: ShopLocale): "cs-CZ" | "ro-RO" {
  return locale === "cs" ? "cs-CZ" : "ro-RO"
}

type Page = Pick<TDocumentDefinitions, "pageSize" | "pageOrientation" | "pageMargins" | "language" | "defaultStyle" | "styles">

/**
 * The look the shop's printed documents share (an invoice, a withdrawal form): A4, Roboto, grey labels, and the
 * document's language for screen readers. Built afresh per call, as pdfmake mutates a definition while laying it out.
 */
export function a4Page(locale: ShopLocale, styles: StyleDictionary = {}): Page {
  return {
    pageSize: "A4",
    pageOrientation: "portrait",
    pageMargins: [40, 40, 40, 48],
    language: intlLocale(locale),
    defaultStyle: { font: "Roboto", fontSize: 9, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 18, bold: true },
      label: { fontSize: 7.5, color: GREY, characterSpacing: 0.5 },
      ...styles,
    },
  }
}

/** A document definition as a PDF. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  // pdfmake is a process-wide singleton: set the fonts and the policies on every call (synchronously before
  // createPdf reads them), so nothing else that configures it can change how the shop's documents are printed.
  pdfMake.setFonts(robotoFonts())
  pdfMake.setUrlAccessPolicy(() => false)
  pdfMake.setLocalAccessPolicy(readsOnlyFonts)
  return pdfMake.createPdf(definition).getBuffer()
}
