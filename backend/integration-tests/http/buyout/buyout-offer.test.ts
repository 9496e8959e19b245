import { describe, expect, it } from "vitest"
import { VARIANT, admin, store } from "../../helpers/api"
import { sellPhone, waitForMail } from "../../helpers/buyout"

const OFFER_PATH = VARIANT === "cz" ? "/vykup/nabidka" : "/vanzare/oferta"
const RE_OFFER_LABEL = VARIANT === "cz" ? "Nová nabídka ceny" : "Ofertă nouă de preț"
const post = (path: string, body: unknown) => store(path, { method: "POST", json: body })

/** A sale that staff inspected and offered a lower price for; returns the signed link from the e-mail. */
async function saleWithNewOffer() {
  const sale = await sellPhone()
  const { body } = await admin(`/admin/buyouts/${sale.id}`)
  const offered = Math.max(1, body.buyout.price - 500)
  for (const step of [{ status: "device_received" }, { status: "inspected" }, { status: "re_offer", offered_price: offered, note: "Prasklé sklo" }]) {
    const res = await admin(`/admin/buyouts/${sale.id}/status`, { method: "POST", json: step })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  }
  const mail = await waitForMail(sale.email, (m) => m.subject.includes(RE_OFFER_LABEL))
  const link = new RegExp(`${OFFER_PATH}\\?id=([^&\\s"]+)&(?:amp;)?token=([A-Za-z0-9_-]+)`).exec(mail.text)
  expect(link, "the new-offer e-mail links to the page where the seller decides").toBeTruthy()
  return { ...sale, offered, offerId: decodeURIComponent(link![1]), token: link![2] }
}

describe("a new price offer (re_offer): the seller accepts or declines it", () => {
  it("shows the offer behind the e-mailed link, and nothing for a wrong token", async () => {
    const sale = await saleWithNewOffer()
    expect(sale.offerId).toBe(sale.id)
    const { status, body } = await store(`/store/buyout/offer?id=${sale.id}&token=${sale.token}`)
    expect(status).toBe(200)
    expect(body).toEqual(
      expect.objectContaining({
        id: sale.id,
        number: sale.number,
        status: "re_offer",
        status_label: RE_OFFER_LABEL,
        pending: true,
        offered_price: sale.offered,
      }),
    )
    const forged = `${sale.token.slice(0, -2)}${sale.token.endsWith("AA") ? "BB" : "AA"}`
    expect((await store(`/store/buyout/offer?id=${sale.id}&token=${forged}`)).status).toBe(404)
    expect((await post("/store/buyout/offer", { id: sale.id, token: forged, decision: "accept" })).status).toBe(404)
    const missing = await post("/store/buyout/offer", { id: sale.id, token: sale.token, decision: "maybe" })
    expect(missing.status).toBe(400)
    expect(missing.body.errors.decision).toEqual([expect.any(String)])
    expect((await admin(`/admin/buyouts/${sale.id}`)).body.buyout.status).toBe("re_offer")
  })

  it("records an acceptance exactly once, as the customer's change in the history the admin shows", async () => {
    const sale = await saleWithNewOffer()
    // Two clicks at once (the e-mail and the status page): one decision, the other is told it was decided.
    const answers = await Promise.all([
      post("/store/buyout/offer", { id: sale.id, token: sale.token, decision: "accept" }),
      post("/store/buyout/offer", { id: sale.id, token: sale.token, decision: "accept" }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const ok = answers.find((a) => a.status === 200)!.body
    expect(ok).toEqual(expect.objectContaining({ status: "accepted", pending: false }))
    const again = answers.find((a) => a.status === 409)!.body
    expect(again).toEqual(expect.objectContaining({ code: "offer_already_decided", status: "accepted" }))
    expect(again.message).toContain(ok.status_label)

    const { body } = await admin(`/admin/buyouts/${sale.id}`)
    expect(body.buyout.status).toBe("accepted")
    const decisions = body.buyout.status_history.filter((h: any) => h.from_status === "re_offer")
    expect(decisions).toEqual([expect.objectContaining({ to_status: "accepted", actor_type: "customer" })])
    expect(body.buyout.allowed_transitions).toEqual(["paid"])
    await waitForMail(sale.email, (m) => m.subject.includes(ok.status_label))
  })

  it("a decline means a free return of the device", async () => {
    const sale = await saleWithNewOffer()
    const declined = await post("/store/buyout/offer", { id: sale.id, token: sale.token, decision: "decline" })
    expect(declined.status).toBe(200)
    expect(declined.body.status).toBe("returned")
    const second = await post("/store/buyout/offer", { id: sale.id, token: sale.token, decision: "accept" })
    expect(second.status).toBe(409)
    const { body } = await admin(`/admin/buyouts/${sale.id}`)
    expect(body.buyout.status).toBe("returned")
    expect(body.buyout.status_history.at(-1)).toEqual(expect.objectContaining({ from_status: "re_offer", to_status: "returned", actor_type: "customer" }))
    // The link still shows the (now decided) offer.
    const view = await store(`/store/buyout/offer?id=${sale.id}&token=${sale.token}`)
    expect(view.body).toEqual(expect.objectContaining({ status: "returned", pending: false }))
  })
})
