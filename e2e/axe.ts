import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

/** The rules the shop is held to: WCAG 2.1 A and AA (EN 301 549, the European Accessibility Act). */
export const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]

/**
 * axe over the page as it is now (or only the parts the `include` selectors match); the failure lists each
 * violation's rule, impact and the elements it found. Soft: the test goes on to the next page, so
 * that one run lists every page's violations. Shared by the storefront's and the admin's specs.
 */
export async function expectAccessible(page: Page, name: string, { include = [] }: { include?: string[] } = {}) {
  // Only the violations are gathered in full (options() replaces the options, so before withTags), and
  // axe runs in the page itself: otherwise it opens a blank page for each analysis to merge the frames'
  // results, which our pages (no frames of their own) do not need and which costs seconds on a busy machine.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG)
    .setLegacyMode(true)
  for (const selector of include) builder.include(selector)
  // Colours still in a CSS transition read as neither end's: Medusa UI's select fades from its disabled grey
  // once its choices have loaded, and axe on a busy machine measured the fade (a contrast failure). Spinners
  // and other endless animations do not hold the check.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity))
  const { violations } = await builder.analyze()
  const report = violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help}\n${v.nodes.map((n) => `      ${n.target.join(" ")}`).join("\n")}`)
  expect.soft(report, `${name} (${page.url()}):\n    ${report.join("\n    ")}`).toEqual([])
}
