import { describe, expect, it } from "vitest"

import { czechInvoice } from "../../../integration-tests/helpers/invoice-samples"
import { returnedLines } from "./withdrawal-credit"

describe("the credit note of goods received back", () => {
  it("credits each received item's invoice line, found by title and SKU, and nothing not received or not invoiced", () => {
    const invoice = czechInvoice()
    expect(
      returnedLines(invoice, [
        { title: "iPhone 14 128 GB, použitý – stav B", sku: "APL-IP14-128-B", quantity: 1 },
        { title: "Samsung Galaxy S25 256 GB", sku: "SAM-S25-256", quantity: 0 },
        { title: "Samsung Galaxy S25 256 GB", sku: "OTHER-SKU", quantity: 1 },
      ]),
    ).toEqual([{ line: 2, quantity: 1 }])
  })
})
