import { describe, expect, it } from "vitest"
import jsQR from "jsqr"
import { PNG } from "pngjs"
import { VARIANT } from "../../helpers/api"
import { addItem, completeCart, createCart, prepareCheckout, productByHandle } from "../../helpers/checkout"
import { waitForMail } from "../../helpers/buyout"

/** What a banking app reads from the PNG: the QR code's text. */
function scan(base64: string): string | null {
  const png = PNG.sync.read(Buffer.from(base64, "base64"))
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null
}

describe("bank transfer QR code in the order e-mail", () => {
  it("shows a QR code inline that pays the order's total to the shop's account with the order number", async () => {
    const email = `qr-${Date.now()}@example.com`
    const product = await productByHandle("xiaomi-powerbank-20000")
    const cart = await createCart()
    expect((await addItem(cart.id, product.variants[0].id)).status).toBe(200)
    await prepareCheckout(cart.id, { email })
    const { body } = await completeCart(cart.id)
    const order = body.order

    const mail = await waitForMail(email)
    const qr = mail.attachments.find((a) => a.cid === "bank-qr")
    expect(qr?.contentType).toBe("image/png")
    expect(mail.html).toContain('src="cid:bank-qr"')
    const payload = scan(qr!.base64)
    if (VARIANT === "cz") {
      // QR Platba of the demo account 2001234561/2010
      expect(payload).toBe(`SPD*1.0*ACC:CZ1520100000002001234561*AM:${order.total.toFixed(2)}*CC:CZK*X-VS:${order.display_id}*RN:ElektroShop`)
    } else {
      expect(payload?.split("\n")).toEqual([
        "BCD",
        "002",
        "1",
        "SCT",
        "",
        "ElektroShop",
        "RO49AAAA1B31007593840000",
        `RON${order.total.toFixed(2)}`,
        "",
        "",
        String(order.display_id),
      ])
    }
  })

  it("sends no QR code with an order paid otherwise", async () => {
    const email = `qr-none-${Date.now()}@example.com`
    const product = await productByHandle("xiaomi-powerbank-20000")
    const cart = await createCart()
    expect((await addItem(cart.id, product.variants[0].id)).status).toBe(200)
    await prepareCheckout(cart.id, { email, provider: "pp_system_default" })
    expect((await completeCart(cart.id)).body.type).toBe("order")
    const mail = await waitForMail(email)
    expect(mail.attachments).toEqual([])
    expect(mail.html).not.toContain("cid:bank-qr")
  })
})
