import { expect, test } from "@playwright/test"
import { VARIANT, checkoutWith, fillCheckoutForm, messages, shop } from "../shop"

const UNSERVED = VARIANT === "cz" ? { city: "Jeseník", postcode: "790 01" } : { city: "Crișan", postcode: "827010" }
const MESSAGE =
  VARIANT === "cz"
    ? "Na tuto adresu kurýr nedoručuje. Zvolte prosím výdejní místo nebo jinou doručovací adresu."
    : "Curierul nu livrează la această adresă. Vă rugăm să alegeți un punct de ridicare sau altă adresă de livrare."

test("the courier is refused for a postcode it does not serve, with the reason at checkout", async ({ page }) => {
  await checkoutWith(page, "iphone-16-silicone-case")
  await fillCheckoutForm(page)
  const billing = page.getByRole("region", { name: messages.checkout.billingAddress })
  await billing.getByRole("textbox", { name: messages.checkout.city, exact: true }).fill(UNSERVED.city)
  await billing.getByRole("textbox", { name: messages.checkout.postcode, exact: true }).fill(UNSERVED.postcode)
  await page.getByTestId("checkout-submit").click()

  await expect(page.getByTestId("error-shipping_option_id")).toHaveText(MESSAGE)
  await expect(page.getByTestId("checkout-error")).toHaveText(MESSAGE)
  await expect(page.getByTestId("order-confirmed")).toHaveCount(0)

  // A served address is delivered by the same courier (still chosen).
  await billing.getByRole("textbox", { name: messages.checkout.city, exact: true }).fill(shop.customer.city)
  await billing.getByRole("textbox", { name: messages.checkout.postcode, exact: true }).fill(shop.customer.postcode)
  await page.getByTestId("checkout-submit").click()
  await expect(page.getByTestId("order-confirmed")).toBeVisible()
})

test("the courier check answers while the delivery postcode is typed, before the order is placed", async ({ page }) => {
  await checkoutWith(page, "iphone-16-silicone-case")
  await fillCheckoutForm(page)
  const live = page.getByTestId("courier-check")
  await expect(live).toHaveText("")
  const billing = page.getByRole("region", { name: messages.checkout.billingAddress })
  const postcode = billing.getByRole("textbox", { name: messages.checkout.postcode, exact: true })
  await postcode.fill(UNSERVED.postcode)
  await expect(live).toHaveText(MESSAGE)
  await expect(page.getByTestId("order-confirmed")).toHaveCount(0)

  // Typing a served postcode clears the warning.
  await postcode.fill(shop.customer.postcode)
  await expect(live).toHaveText("")
  // The other delivery address is the one checked once it is on.
  await page.getByTestId("ship-to-other").check()
  const delivery = page.getByTestId("delivery-address")
  await delivery.getByRole("textbox", { name: messages.checkout.postcode, exact: true }).fill(UNSERVED.postcode)
  await expect(live).toHaveText(MESSAGE)
})
