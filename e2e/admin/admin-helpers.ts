import type { Page } from "@playwright/test"

/** A catalogue text with its `{{placeholders}}` filled in, as i18next shows it. */
export const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key])

/** Sideways scrolling of the page, and of the dashboard's <main> (a scroller of its own, which the page's width would not show). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector("main")!
    return { page: document.documentElement.scrollWidth - document.documentElement.clientWidth, main: main.scrollWidth - main.clientWidth }
  })
