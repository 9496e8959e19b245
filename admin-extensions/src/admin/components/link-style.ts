/**
 * The colour of our links in text and tables. Medusa's `text-ui-fg-interactive` (blue-500 on white)
 * has a contrast of 3.7:1, under WCAG's 4.5:1 for text; its hover shade (blue-600: 5.2:1 on white,
 * 4.8:1 on a hovered row; lighter in the dark theme) passes, and the underline marks the hover.
 */
export const LINK_CLASS = "text-ui-fg-interactive-hover hover:underline"
