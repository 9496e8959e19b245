import { describe, expect, it } from "vitest"
import type { BankStatementImportResult } from "@electroshop/contracts/payment"
import { admin, CURRENCY, VARIANT } from "../../helpers/api"
import { addItem, completeCart, createCart, prepareCheckout, productByHandle } from "../../helpers/checkout"
import { msg } from "../../helpers/buyout"

/** An order paid by bank transfer, as a shopper places it. */
async function bankTransferOrder() {
  const product = await productByHandle("xiaomi-powerbank-20000")
  const cart = await createCart()
  expect((await addItem(cart.id, product.variants[0].id)).status).toBe(200)
  await prepareCheckout(cart.id, { email: `statement-${Date.now()}@example.com` })
  const { body } = await completeCart(cart.id)
  expect(body.type).toBe("order")
  return body.order as { id: string; display_id: number; total: number }
}

const paymentStatus = async (orderId: string) => (await admin(`/admin/orders/${orderId}?fields=payment_status`)).body.order.payment_status

function importStatement(content: string, filename = "vypis.csv", type = "text/csv") {
  const form = new FormData()
  form.append("file", new Blob([content], { type }), filename)
  return admin<BankStatementImportResult>("/admin/bank-statements/import", { method: "POST", body: form })
}

// The columns as the variant's banks export them (Fio's Objem/VS/Měna; a Romanian bank's Sumă/Referință/Monedă).
const HEADER = VARIANT === "cz" ? "Datum;Objem;Měna;VS;Zpráva pro příjemce" : "Data;Sumă;Monedă;Referință;Detalii"
const line = (amount: string, reference: string) => `26.11.2026;${amount};${CURRENCY.toUpperCase()};${reference};ElektroShop`

describe("bank statement import", () => {
  it("marks an order paid by the transfer with its number and amount, and pays nothing twice", async () => {
    const paid = await bankTransferOrder()
    const short = await bankTransferOrder()
    expect(await paymentStatus(paid.id)).toBe("authorized")

    const statement = [
      HEADER,
      line(`${paid.total},00`, VARIANT === "cz" ? `000000${paid.display_id}` : `Comanda ${paid.display_id}`),
      line(String(short.total - 1), String(short.display_id)),
      line("-250,00", "1"),
      line("100,00", "999999999"),
    ].join("\n")
    const first = await importStatement(statement)
    expect(first.status).toBe(200)
    expect(first.body.paid).toBe(1)
    expect(first.body.lines.map((l) => [l.row, l.outcome])).toEqual([
      [2, "paid"],
      [3, "amount_mismatch"],
      [4, "not_incoming"],
      [5, "unknown_order"],
    ])
    expect(first.body.lines[0].order).toMatchObject({ id: paid.id, display_id: paid.display_id })
    expect(await paymentStatus(paid.id)).toBe("captured")
    expect(await paymentStatus(short.id)).toBe("authorized")

    const again = await importStatement(statement)
    expect(again.body.paid).toBe(0)
    expect(again.body.lines[0].outcome).toBe("already_paid")
  })

  it("pays an order once when the same statement is imported twice at the same moment", async () => {
    const order = await bankTransferOrder()
    const statement = [HEADER, line(String(order.total), String(order.display_id))].join("\n")
    const answers = await Promise.all([importStatement(statement), importStatement(statement)])
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    expect(answers.reduce((sum, a) => sum + a.body.paid, 0)).toBe(1)
    expect(await paymentStatus(order.id)).toBe("captured")
  })

  it("refuses a file that is not CSV or lacks a column, naming it", async () => {
    const pdf = await importStatement("%PDF-1.4", "vypis.pdf", "application/pdf")
    expect(pdf.status).toBe(400)
    expect(pdf.body).toMatchObject({ code: "only_csv", message: msg.onlyCsv })
    const noSymbol = await importStatement("amount;currency\n100;CZK\n")
    expect(noSymbol.status).toBe(400)
    expect(noSymbol.body).toMatchObject({ code: "missing_columns", message: msg.missingColumns("variable_symbol") })
  })
})
