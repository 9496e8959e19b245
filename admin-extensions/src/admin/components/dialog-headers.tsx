import { XMark } from "@medusajs/icons"
import { Drawer, FocusModal, IconButton, Kbd } from "@medusajs/ui"
import type { ReactNode } from "react"

import { useT } from "../lib/i18n"

/** The close button of a dialog's header, named for assistive technology. */
const CloseButton = ({ Close }: { Close: typeof FocusModal.Close | typeof Drawer.Close }) => {
  const { t } = useT()
  return (
    <Close asChild>
      <IconButton size="small" type="button" variant="transparent" aria-label={t("common.close")}>
        <XMark />
      </IconButton>
    </Close>
  )
}

/*
 * FocusModal.Header and Drawer.Header of @medusajs/ui draw their close button as an icon with no name
 * (axe: button-name, WCAG 4.1.2): these are the same headers, with the same classes, and a named button.
 */

/** A focus modal's header: close and its key on the left, the children (title, actions) on the right. */
export const ModalHeader = ({ children }: { children?: ReactNode }) => (
  <div className="border-ui-border-base flex items-center justify-between gap-x-4 border-b px-4 py-2">
    <div className="flex items-center gap-x-2">
      <CloseButton Close={FocusModal.Close} />
      <Kbd>esc</Kbd>
    </div>
    {children}
  </div>
)

/** A drawer's header: the children (title) on the left, the key and close on the right. */
export const DrawerHeader = ({ children }: { children?: ReactNode }) => (
  <div className="border-ui-border-base flex items-start justify-between gap-x-4 border-b px-6 py-4">
    <div className="flex flex-col gap-y-1">{children}</div>
    <div className="flex items-center gap-x-2">
      <Kbd>esc</Kbd>
      <CloseButton Close={Drawer.Close} />
    </div>
  </div>
)
