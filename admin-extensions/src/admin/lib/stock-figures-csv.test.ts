import { describe, expect, it } from "vitest"
import { STOCK_FIGURE_SORTS, type AdminStockFigure, type StockFigureSort } from "@electroshop/contracts/warehouse"
import { periodOf, stockFigureValue } from "@electroshop/contracts/warehouse"
import { stockFiguresCsv, stockFiguresFileName } from "./stock-figures-csv"

const figure = (patch: Partial<AdminStockFigure> = {}): AdminStockFigure => ({
  inventory_item_id: "iitem_1",
  sku: "IPAD11-128-SILVER",
  title: 'Apple iPad 11" (2025); 128 GB',
  on_hand: 14,
  reserved: 2,
  available: 12,
  sold: { "7": 1, "21": 3, "42": 5, "90": 9 },
  received: { "7": 5, "21": 5, "42": 0, "90": 10 },
  days_of_cover: 120,
  ...patch,
})

// Czech column names, with a diacritic in each that has one.
const labels = Object.fromEntries(
  STOCK_FIGURE_SORTS.map((column) => {
    const period = periodOf(column)
    const plain: Record<string, string> = {
      sku: "Kód SKU",
      title: "Produkt",
      on_hand: "Skladem",
      reserved: "Rezervováno",
      available: "K dispozici",
      days_of_cover: "Zásoba na dní",
    }
    return [column, period ? `${period.kind === "sold" ? "Prodáno" : "Naskladněno"} za ${period.days} dní` : plain[column]]
  }),
) as Record<StockFigureSort, string>

describe("stock figures CSV", () => {
  it("starts with a UTF-8 BOM, splits fields by semicolons and ends lines with CRLF", () => {
    const csv = stockFiguresCsv([figure(), figure({ sku: "CASE-1", title: "Pouzdro" })], labels)
    expect(csv.startsWith("\uFEFF")).toBe(true)
    const lines = csv.slice(1).split("\r\n")
    expect(lines).toHaveLength(3)
    expect(lines.every((line) => !line.includes("\n"))).toBe(true)
    expect(lines[2]).toBe("CASE-1;Pouzdro;14;2;12;1;3;5;9;5;5;0;10;120")
  })

  it("heads the columns with their translated names, in the grid's order", () => {
    const [header] = stockFiguresCsv([figure()], labels).slice(1).split("\r\n")
    expect(header).toBe(
      "Kód SKU;Produkt;Skladem;Rezervováno;K dispozici;" +
        "Prodáno za 7 dní;Prodáno za 21 dní;Prodáno za 42 dní;Prodáno za 90 dní;" +
        "Naskladněno za 7 dní;Naskladněno za 21 dní;Naskladněno za 42 dní;Naskladněno za 90 dní;Zásoba na dní",
    )
  })

  it("quotes a title holding a semicolon or a quote, doubling the quote", () => {
    const [, row] = stockFiguresCsv([figure()], labels).slice(1).split("\r\n")
    expect(row).toBe('IPAD11-128-SILVER;"Apple iPad 11"" (2025); 128 GB";14;2;12;1;3;5;9;5;5;0;10;120')
  })

  it("keeps a title a spreadsheet would run as a formula as text", () => {
    const [, row] = stockFiguresCsv([figure({ sku: "@SUM(A1)", title: "=HYPERLINK(1)" })], labels)
      .slice(1)
      .split("\r\n")
    expect(row.split(";").slice(0, 2)).toEqual(["'@SUM(A1)", "'=HYPERLINK(1)"])
  })

  it("leaves no days of cover (nothing sold in 90 days) and no SKU empty, and keeps zeros and negative numbers", () => {
    const [, row] = stockFiguresCsv([figure({ sku: null, on_hand: 0, available: -2, days_of_cover: null })], labels)
      .slice(1)
      .split("\r\n")
    expect(row.split(";")[0]).toBe("")
    expect(row.endsWith(";10;")).toBe(true)
    expect(row).toContain(";0;2;-2;")
  })

  it("is the header alone when there is nothing to export", () => {
    const [header] = stockFiguresCsv([figure()], labels).split("\r\n")
    expect(stockFiguresCsv([], labels)).toBe(`${header}\r\n`)
  })
})

describe("stock figures", () => {
  it("read a period's figure from its kind and days, and the others as they are", () => {
    expect(periodOf("received_42")).toEqual({ kind: "received", days: 42 })
    expect(periodOf("days_of_cover")).toBeNull()
    expect(stockFigureValue(figure(), "sold_90")).toBe(9)
    expect(stockFigureValue(figure(), "received_7")).toBe(5)
    expect(stockFigureValue(figure(), "available")).toBe(12)
    expect(stockFigureValue(figure({ days_of_cover: null }), "days_of_cover")).toBeNull()
  })

  it("are downloaded under the local date", () => {
    expect(stockFiguresFileName(new Date(2025, 2, 7, 23, 59))).toBe("stock-figures-2025-03-07.csv")
  })
})
