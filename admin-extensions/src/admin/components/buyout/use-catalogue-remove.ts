import { usePrompt } from "@medusajs/ui"
import { useQueryClient } from "@tanstack/react-query"
import { useCallback } from "react"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"

/**
 * Deletes one catalogue entry after the staff member confirms it, reports it
 * and reloads the catalogue (a deletion changes the model's appraisal version).
 * Resolves true when the entry was deleted.
 */
export function useCatalogueRemove() {
  const { t } = useT()
  const prompt = usePrompt()
  const queryClient = useQueryClient()
  return useCallback(
    async (what: string, call: () => Promise<unknown>): Promise<boolean> => {
      const ok = await prompt({
        title: t("buyouts.catalogue.delete_title"),
        description: t("buyouts.catalogue.delete_confirm", { what }),
        confirmText: t("buyouts.catalogue.delete"),
        cancelText: t("buyouts.cancel"),
      })
      if (!ok) return false
      try {
        await call()
        await queryClient.invalidateQueries({ queryKey: ["electroshop", "buyout-catalogue"] })
        notify.success(t("buyouts.catalogue.deleted"))
        return true
      } catch (error) {
        notify.error(t("buyouts.catalogue.delete_failed"), { error })
        return false
      }
    },
    [prompt, queryClient, t],
  )
}
