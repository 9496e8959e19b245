import { expect, test } from "@playwright/test"
import { addItem, completeCart, createCart, prepareCheckout, productByHandle } from "../../backend/integration-tests/helpers/checkout"
import { BACKEND_URL, VARIANT, loginToAdmin, adminTexts } from "../shop"

const plugin = adminTexts
const ui = plugin.bankStatements

async function bankTransferOrder() {
  const product = await productByHandle("xiaomi-powerbank-20000")
  const cart = await createCart()
  expect((await addItem(cart.id, product.variants[0].id)).status).toBe(200)
  await prepareCheckout(cart.id, { email: `e2e.statement.${Date.now()}@example.com` })
  const { status, body } = await completeCart(cart.id)
  expect(status).toBe(200)
  return body.order as { id: string; display_id: number; total: number; currency_code: string }
}

test("staff import the bank's statement and the transferred order shows as paid", async ({ page }) => {
  const order = await bankTransferOrder()
  // The statement as the bank exports it: its own column names, `;`, a padded variable symbol.
  const statement =
    VARIANT === "cz"
      ? `Datum;Objem;Měna;VS\n26.11.2026;${order.total},00;CZK;00000${order.display_id}\n26.11.2026;-120,00;CZK;\n`
      : `Data;Sumă;Monedă;Referință\n26.11.2026;${order.total},00;RON;Comanda ${order.display_id}\n26.11.2026;-120,00;RON;\n`

  await loginToAdmin(page)
  await page.goto(`${BACKEND_URL}/app`)
  await page.getByRole("link", { name: ui.menu }).click()
  await expect(page.getByRole("heading", { name: ui.import.title })).toBeVisible()

  // Without a file the form says so at once.
  await page.getByRole("button", { name: ui.import.submit }).click()
  await expect(page.getByTestId("bank-statement-error")).toContainText(ui.import.no_file)

  await page.getByLabel(ui.import.file).setInputFiles({ name: "vypis.csv", mimeType: "text/csv", buffer: Buffer.from(statement) })
  await page.getByRole("button", { name: ui.import.submit }).click()
  const result = page.getByTestId("bank-statement-result")
  await expect(result).toContainText(ui.summary.replace("{{lines}}", "2").replace("{{paid}}", "1"))
  await expect(page.getByTestId("bank-statement-line-2")).toContainText(ui.outcome.paid)
  await expect(page.getByTestId("bank-statement-line-3")).toContainText(ui.outcome.not_incoming)

  // The line links to the order, whose payment is now captured.
  await page
    .getByTestId("bank-statement-line-2")
    .getByRole("link", { name: `#${order.display_id}` })
    .click()
  await expect(page.getByTestId("electroshop-bank-transfer")).toContainText(plugin.bank_transfer.status.captured)

  // The same statement again pays nothing twice.
  await page.goBack()
  await page.getByLabel(ui.import.file).setInputFiles({ name: "vypis.csv", mimeType: "text/csv", buffer: Buffer.from(statement) })
  await page.getByRole("button", { name: ui.import.submit }).click()
  await expect(page.getByTestId("bank-statement-line-2")).toContainText(ui.outcome.already_paid)
  await expect(result).toContainText(ui.summary.replace("{{lines}}", "2").replace("{{paid}}", "0"))
})
