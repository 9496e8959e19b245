import { describe, expect, it } from "vitest"
import { parseStatementAmount, readStatementLines, statementOutcome } from "./bank-statement"

describe("bank statement lines", () => {
  it("reads amounts as banks write them", () => {
    expect(parseStatementAmount("1 299,00")).toBe(1299)
    expect(parseStatementAmount("1299.50")).toBe(1299.5)
    expect(parseStatementAmount("-50")).toBe(-50)
    expect(parseStatementAmount("12a")).toBeNull()
    expect(parseStatementAmount("")).toBeNull()
  })

  it("takes the order number from a padded variable symbol or a reference with text", () => {
    const lines = readStatementLines([
      { amount: "100", variable_symbol: "0000001042", currency: "CZK" },
      { amount: "100", variable_symbol: "Comanda 77 ElektroShop" },
      { amount: "100", variable_symbol: "" },
    ])
    expect(lines.map((l) => [l.row, l.variable_symbol, l.currency])).toEqual([
      [2, "1042", "czk"],
      [3, "77", null],
      [4, "", null],
    ])
  })

  it("pays only an unpaid order with the same amount and currency", () => {
    const line = { row: 2, variable_symbol: "5", amount: 1299, currency: "czk" }
    const unpaid = { total: 1299, currency_code: "czk", captured: false }
    expect(statementOutcome(line, unpaid)).toBe("paid")
    expect(statementOutcome({ ...line, currency: null }, unpaid)).toBe("paid")
    expect(statementOutcome(line, { ...unpaid, captured: true })).toBe("already_paid")
    expect(statementOutcome({ ...line, amount: 1298 }, unpaid)).toBe("amount_mismatch")
    expect(statementOutcome({ ...line, currency: "eur" }, unpaid)).toBe("currency_mismatch")
    expect(statementOutcome(line, null)).toBe("unknown_order")
    expect(statementOutcome({ ...line, amount: -1299 }, unpaid)).toBe("not_incoming")
    expect(statementOutcome({ ...line, amount: -120, variable_symbol: "" }, null)).toBe("not_incoming")
    expect(statementOutcome({ ...line, variable_symbol: "" }, null)).toBe("invalid_row")
    expect(statementOutcome({ ...line, amount: null }, unpaid)).toBe("invalid_row")
  })
})
