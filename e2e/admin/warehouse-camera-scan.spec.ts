import bwipjs from "bwip-js/node"
import { expect, test, type Page } from "@playwright/test"
import type { AdminPackingResponse, AdminPickingQueueResponse } from "@electroshop/contracts/warehouse"
import { admin } from "../../backend/integration-tests/helpers/api"
import { BACKEND_URL, LANG, adminTexts, backendTexts, loginToAdmin } from "../shop"
import { expectAccessible } from "../axe"
import { fill } from "./admin-helpers"

/**
 * Scanning with the camera (issue 36), as the demo warehouse account: the camera's picture shows a
 * label, ZXing reads it in the browser and the form is sent as a scanner's Enter would send it. The
 * camera is the page's own: getUserMedia answers a stream of a canvas showing the label (or the
 * browser's refusal), so the test decides what the camera sees; the decoding, the dialog and the
 * forms are the admin's. Each code is one the backend refuses in its own words, at the field: the
 * code read reached the backend, and nothing changes for the other tests.
 */
const crates = adminTexts.crates
const packing = adminTexts.packing
const handovers = adminTexts.handovers
const camera = adminTexts.camera
const WAREHOUSE = "warehouse@electroshop.local"
/** The demo's last crate at the first stock location: empty (backend scripts/seed/demo-crates.ts). */
const EMPTY_CRATE = "K1-12"
/** An EAN-13 no parcel has as its number. */
const EAN = "8590000000008"
/** An IMEI whose Luhn check digit is wrong. */
const BAD_IMEI = "490154203237519"

type Camera = { label?: string; refusal?: string }

/** What the camera sees from now on: a label (a PNG data URL) on white, white alone, or the browser refusing the camera. */
async function showCamera(page: Page, camera: Camera) {
  await page.evaluate((seen) => {
    ;(window as unknown as { __camera: Camera }).__camera = seen
  }, camera)
}

const label = async (bcid: "code128" | "qrcode" | "ean13", text: string) => {
  const png = await bwipjs.toBuffer({ bcid, text, scale: 3, height: 14, paddingwidth: 8, paddingheight: 8, backgroundcolor: "FFFFFF" })
  return { label: `data:image/png;base64,${png.toString("base64")}` }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const canvas = document.createElement("canvas")
    canvas.width = 1280
    canvas.height = 720
    const context = canvas.getContext("2d")!
    let shown = ""
    const image = new Image()
    const draw = () => {
      const seen = (window as unknown as { __camera?: { label?: string } }).__camera
      if (seen?.label && seen.label !== shown) {
        shown = seen.label
        image.src = shown
      }
      context.fillStyle = "#fff"
      context.fillRect(0, 0, canvas.width, canvas.height)
      if (image.complete && image.naturalWidth) {
        const scale = Math.min((canvas.width * 0.9) / image.naturalWidth, (canvas.height * 0.9) / image.naturalHeight)
        const [w, h] = [image.naturalWidth * scale, image.naturalHeight * scale]
        context.drawImage(image, (canvas.width - w) / 2, (canvas.height - h) / 2, w, h)
      }
    }
    setInterval(draw, 50)
    Object.defineProperty(navigator, "mediaDevices", {
      configurable: true,
      value: {
        getUserMedia: async () => {
          const seen = (window as unknown as { __camera?: { refusal?: string } }).__camera
          if (seen?.refusal) throw new DOMException("refused by the test", seen.refusal)
          draw()
          return canvas.captureStream(20)
        },
        enumerateDevices: async () => [],
      },
    })
  })
})

test("the warehouse scans a crate's Code 128 and QR code and a parcel's EAN-13 and a phone's SKU and IMEI with the camera; a refused camera says what to do", async ({
  page,
}) => {
  await loginToAdmin(page, { language: LANG, email: WAREHOUSE })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`${BACKEND_URL}/app/crates`)
  const main = page.locator("main")
  await expect(main.getByRole("heading", { level: 1, name: crates.title })).toBeVisible()
  const field = main.getByLabel(crates.scan.code, { exact: true })
  const open = main.getByRole("button", { name: fill(camera.open_for, { field: crates.scan.code }), exact: true })
  const dialog = page.getByRole("dialog", { name: fill(camera.title, { field: crates.scan.code }) })
  const fieldError = page.getByTestId("error-crate-scan-code")

  // The browser refused the camera: the dialog says how to allow it; Esc closes it, the focus back on the button.
  await showCamera(page, { refusal: "NotAllowedError" })
  await open.focus()
  await page.keyboard.press("Enter")
  await expect(dialog.getByRole("alert")).toHaveText(camera.failed.denied)
  await expectAccessible(page, "admin: camera refused", { include: ['[data-testid="camera-scan"]'] })
  await page.keyboard.press("Escape")
  await expect(dialog).toHaveCount(0)
  await expect(open).toBeFocused()

  // Nothing in the picture yet: the camera runs and asks for a code.
  await showCamera(page, {})
  await page.keyboard.press("Enter")
  await expect(dialog.getByTestId("camera-scan-status")).toHaveText(camera.aim)
  await expectAccessible(page, "admin: camera scanning", { include: ['[data-testid="camera-scan"]'] })

  // A crate's Code 128: read, the dialog closes and the crate is looked up; the empty crate is the field's error, the code in it.
  await showCamera(page, await label("code128", EMPTY_CRATE))
  await expect(dialog).toHaveCount(0)
  await expect(fieldError).toHaveText(backendTexts("warehouse").crate_empty)
  await expect(field).toHaveValue(EMPTY_CRATE)
  await expect(field).toBeFocused()

  // The same crate's QR code.
  await field.fill("")
  await showCamera(page, await label("qrcode", EMPTY_CRATE))
  await open.click()
  await expect(dialog).toHaveCount(0)
  await expect(field).toHaveValue(EMPTY_CRATE)
  await expect(fieldError).toHaveText(backendTexts("warehouse").crate_empty)

  // An EAN-13 at the hand-over's parcel scan: no parcel has that number.
  await page.goto(`${BACKEND_URL}/app/handovers`)
  await expect(main.getByRole("heading", { level: 1, name: handovers.title })).toBeVisible()
  await showCamera(page, await label("ean13", EAN))
  await main.getByRole("button", { name: fill(camera.open_for, { field: handovers.scan.code }), exact: true }).click()
  await expect(page.getByTestId("error-handover-code")).toHaveText(backendTexts("warehouse").parcel_unknown_code)
  await expect(main.getByLabel(handovers.scan.code, { exact: true })).toHaveValue(EAN)

  // At the packing station of the demo's picked order: its phone's SKU read asks for the unit's IMEI, whose
  // field takes the focus; an IMEI read that fails its check digit is that field's error (nothing is packed).
  const { body: queue } = await admin<AdminPickingQueueResponse>("/admin/picking?status=picked&limit=200")
  const { body: toPack } = await admin<AdminPackingResponse>(`/admin/orders/${queue.orders[0]!.order_id}/packing`)
  const phone = toPack.packing.lines.find((line) => line.identifier === "imei")!
  await page.goto(`${BACKEND_URL}/app/packing/${toPack.packing.order_id}`)
  await expect(main.getByRole("heading", { level: 1, name: fill(packing.title, { order: String(toPack.packing.display_id) }) })).toBeVisible()
  await showCamera(page, await label("code128", phone.sku!))
  await main.getByRole("button", { name: fill(camera.open_for, { field: packing.scan.code }), exact: true }).click()
  const imei = main.getByLabel(packing.scan.imei, { exact: true })
  await expect(imei).toBeFocused()
  await showCamera(page, await label("code128", BAD_IMEI))
  await main.getByRole("button", { name: fill(camera.open_for, { field: packing.scan.imei }), exact: true }).click()
  await expect(imei).toHaveValue(BAD_IMEI)
  await expect(page.getByTestId("error-packing-scan-imei")).toBeVisible()
  await expect(imei).toBeFocused()
})
