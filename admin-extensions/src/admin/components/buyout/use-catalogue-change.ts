import { usePrompt } from "@medusajs/ui"
import { useQueryClient } from "@tanstack/react-query"
import { useCallback } from "react"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"

/**
 * Runs one catalogue change, reports it (resolving true when done) and
 * reloads the catalogue: every price or questionnaire change, deletions
 * included, gives the model a new appraisal version, which the screens show.
 */
function useCatalogueChange(texts: { done: "saved" | "deleted"; failed: "save_failed" | "delete_failed" }) {
  const { t } = useT()
  const queryClient = useQueryClient()
  const { done, failed } = texts
  return useCallback(
    async (call: () => Promise<unknown>): Promise<boolean> => {
      try {
        await call()
        await queryClient.invalidateQueries({ queryKey: ["electroshop", "buyout-catalogue"] })
        notify.success(t(`buyouts.catalogue.${done}`))
        return true
      } catch (error) {
        notify.error(t(`buyouts.catalogue.${failed}`), { error })
        return false
      }
    },
    [queryClient, t, done, failed],
  )
}

/** Saves one catalogue change. */
export function useCatalogueSave() {
  return useCatalogueChange({ done: "saved", failed: "save_failed" })
}

/** Deletes one catalogue entry after the staff member confirms it. */
export function useCatalogueRemove() {
  const { t } = useT()
  const prompt = usePrompt()
  const change = useCatalogueChange({ done: "deleted", failed: "delete_failed" })
  return useCallback(
    async (what: string, call: () => Promise<unknown>): Promise<boolean> => {
      const ok = await prompt({
        title: t("buyouts.catalogue.delete_title"),
        description: t("buyouts.catalogue.delete_confirm", { what }),
        confirmText: t("buyouts.catalogue.delete"),
        cancelText: t("buyouts.cancel"),
      })
      return ok ? change(call) : false
    },
    [prompt, change, t],
  )
}
