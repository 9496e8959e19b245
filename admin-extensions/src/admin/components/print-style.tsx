/** The attribute of what a page prints; `PRINT_HIDDEN` marks what inside it does not (buttons). */
export const PRINT_AREA = "data-print-area"
export const PRINT_HIDDEN = "data-print-hidden"
/** A framed box kept whole on one page (a signature box), and a line to write on, both drawn in black on paper. */
export const PRINT_BOX = "data-print-box"
export const PRINT_LINE = "data-print-line"

/*
 * On paper only the print area: Medusa's admin shell (its sidebar, top bar, the page's other parts,
 * toasts and dialogs, everything that neither is nor holds the area) is left out, and what holds the
 * area gives up its full-screen height and scrolling, so that a long list runs on over the pages.
 * Black on white, with the table's rules drawn, whatever the admin's theme.
 */
const CSS = `
@media print {
  @page { size: A4; margin: 12mm; }
  html, body { height: auto !important; overflow: visible !important; background: #fff !important; }
  body *:not([${PRINT_AREA}]):not([${PRINT_AREA}] *):not(:has([${PRINT_AREA}])) { display: none !important; }
  body *:has([${PRINT_AREA}]) {
    display: block !important; position: static !important; width: auto !important; max-width: none !important;
    height: auto !important; min-height: 0 !important; max-height: none !important; overflow: visible !important;
    margin: 0 !important; padding: 0 !important; border: 0 !important; box-shadow: none !important;
    background: #fff !important; opacity: 1 !important;
  }
  [${PRINT_AREA}] [${PRINT_HIDDEN}] { display: none !important; }
  [${PRINT_AREA}], [${PRINT_AREA}] * { color: #000 !important; background: #fff !important; box-shadow: none !important; }
  [${PRINT_AREA}] section { break-inside: auto; margin-top: 4mm; }
  [${PRINT_AREA}] h1, [${PRINT_AREA}] h2 { break-after: avoid; }
  [${PRINT_AREA}] a { text-decoration: none !important; }
  [${PRINT_AREA}] table { display: table !important; width: 100% !important; border-collapse: collapse !important; }
  [${PRINT_AREA}] thead {
    display: table-header-group !important; position: static !important; width: auto !important; height: auto !important;
    clip: auto !important; overflow: visible !important; margin: 0 !important; white-space: normal !important;
  }
  /* A totals row (tfoot) prints once, after the rows, not at the foot of every page. */
  [${PRINT_AREA}] tbody, [${PRINT_AREA}] tfoot { display: table-row-group !important; }
  [${PRINT_AREA}] tr { display: table-row !important; break-inside: avoid; }
  [${PRINT_AREA}] th, [${PRINT_AREA}] td {
    display: table-cell !important; border: 1px solid #000 !important; padding: 1.5mm 2mm !important;
    font-size: 10pt !important; line-height: 1.3 !important; vertical-align: top !important;
  }
  [${PRINT_AREA}] td [data-print-bin] { font-size: 12pt !important; }
  [${PRINT_AREA}] [${PRINT_BOX}] { border: 1px solid #000 !important; break-inside: avoid; }
  [${PRINT_AREA}] [${PRINT_LINE}] { border-color: #000 !important; }
}
`

/** The print rules of a page with a print area (rendered by the page, so they apply only while it shows). */
export const PrintStyle = () => <style>{CSS}</style>
