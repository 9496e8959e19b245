import { expect, test } from "@playwright/test"
import { answerConditions, asNewShopper, buyout, selectPhone, t } from "../buyout-helpers"

const sellButton = (page: import("@playwright/test").Page) =>
  page.getByRole("button", { name: new RegExp(t("buyout.actions.sell").replace("{{price}}", ".*")) })

/** Names of the questions without a checked answer. */
async function unansweredQuestions(page: import("@playwright/test").Page) {
  return page
    .getByTestId("buyout-condition")
    .evaluateAll((sets) =>
      sets.filter((set) => !set.querySelector("input:checked")).map((set) => (set.querySelector("legend")?.textContent ?? "").replace(/^\d+\.\s*/, "").trim()),
    )
}

test("no grade, price or sell button before every question is answered", async ({ page }) => {
  await asNewShopper(page)
  await page.goto(buyout.prefix)
  await selectPhone(page)
  const questions = page.getByTestId("buyout-condition")
  // count() does not wait: the questions appear once the model's appraisal has loaded.
  await expect(questions.first()).toBeVisible()
  const total = await questions.count()
  expect(total).toBeGreaterThan(2)

  await questions.nth(0).locator("label.buyout-choice").first().click()
  const progress = page.getByTestId("buyout-progress")
  await expect(progress).toHaveText(t("buyout.result.answerAll").replace("{{answered}}", "1").replace("{{total}}", String(total)))
  // Let the server's answer arrive too: it must not turn the partial answers into an offer.
  await page.waitForLoadState("networkidle")
  await expect(page.getByTestId("buyout-result")).toHaveCount(0)
  await expect(page.getByTestId("buyout-price")).toHaveCount(0)
  await expect(sellButton(page)).toHaveCount(0)
  await expect(page.getByRole("button", { name: t("buyout.actions.email") })).toHaveCount(0)

  await answerConditions(page)
  await expect(progress).toHaveCount(0)
  await expect(page.getByTestId("buyout-price")).toBeVisible()
  await expect(sellButton(page)).toBeVisible()
})

test("a changed answer that clears other answers says which questions to answer again", async ({ page }) => {
  await asNewShopper(page)
  await page.goto(buyout.prefix)
  await selectPhone(page)
  await answerConditions(page)
  await expect(sellButton(page)).toBeVisible()
  await expect(page.getByTestId("buyout-cleared")).toHaveCount(0)

  // A worse display: the grade may change, so the other grade questions are asked again.
  await page.getByTestId("buyout-condition").nth(0).locator("label.buyout-choice").nth(1).click()
  const cleared = await unansweredQuestions(page)
  expect(cleared.length, "the display answer clears the other grade questions").toBeGreaterThan(0)
  const notice = page.getByTestId("buyout-cleared")
  await expect(notice).toHaveText(t("buyout.questions.cleared").replace("{{questions}}", cleared.map((name) => `„${name}“`).join(", ")))
  await expect(sellButton(page)).toHaveCount(0)
  await expect(page.getByTestId("buyout-progress")).toBeVisible()
})
