import { strFromU8, unzipSync } from "fflate"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { romanianCardInvoice } from "../../../integration-tests/helpers/invoice-samples"
import { startFakeAnaf } from "../../../../scripts/lib/fake-anaf.mjs"
import { AnafEfacturaClient, AnafError } from "../../modules/invoice/providers/anaf-efactura"
import { ublInvoice } from "./ubl"

/**
 * The client of ANAF's e-Factura API against its stand-in (scripts/lib/fake-anaf.mjs): the OAuth refresh,
 * an upload, its state and ANAF's answer; a new access token when ANAF no longer takes the one it has; a
 * refused upload and an unreachable ANAF as AnafError, which leave the invoice "not created".
 */
let fake: Awaited<ReturnType<typeof startFakeAnaf>>
let client: AnafEfacturaClient

beforeAll(async () => {
  fake = await startFakeAnaf({ cif: "12345674" })
  client = new AnafEfacturaClient({
    apiUrl: fake.apiUrl,
    oauthUrl: fake.oauthUrl,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    refreshToken: fake.refreshToken,
  })
})
afterAll(() => fake.stop())

describe("ANAF's e-Factura client", () => {
  it("uploads an invoice, reads its state and downloads ANAF's answer", async () => {
    const xml = ublInvoice(romanianCardInvoice())
    const index = await client.upload(xml, { cif: "12345674", consumer: true })
    expect(fake.uploads.get(index)).toMatchObject({ cif: "12345674", b2c: true, standard: "UBL", state: "ok" })
    const { state, download_id } = await client.state(index)
    expect(state).toBe("ok")
    const files = unzipSync(new Uint8Array(await client.download(download_id!)))
    expect(strFromU8(files[`${index}.xml`]!)).toBe(xml)
  })

  it("gets a new access token once ANAF no longer takes the one it has", async () => {
    await fetch(`${fake.url}/__tokens`, { method: "DELETE" })
    const index = await client.upload(ublInvoice(romanianCardInvoice()), { cif: "12345674", consumer: false })
    expect(fake.uploads.get(index)).toMatchObject({ b2c: false })
    expect(fake.calls.filter((call) => call.path.endsWith("/upload")).map((call) => call.authorised)).toEqual([false, true])
  })

  it("tells a refused upload and an ANAF it cannot reach as AnafError", async () => {
    const refused = client.upload(ublInvoice(romanianCardInvoice()), { cif: "99999999", consumer: true })
    await expect(refused).rejects.toBeInstanceOf(AnafError)
    await expect(refused).rejects.toThrow("Nu aveti drept in SPV pentru CIF=99999999")
    const unreachable = new AnafEfacturaClient({
      apiUrl: "http://127.0.0.1:9/x",
      oauthUrl: "http://127.0.0.1:9/o",
      clientId: "a",
      clientSecret: "b",
      refreshToken: "c",
    })
    await expect(unreachable.state("1")).rejects.toThrow("ANAF's login cannot be reached")
    const unconfigured = new AnafEfacturaClient({ apiUrl: fake.apiUrl, oauthUrl: fake.oauthUrl })
    expect(unconfigured.configured).toBe(false)
    await expect(unconfigured.state("1")).rejects.toBeInstanceOf(AnafError)
  })
})
