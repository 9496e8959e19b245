import { useQueryClient } from "@tanstack/react-query"
import { useCallback } from "react"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"

/**
 * Saves one catalogue change, reports it (resolving true when saved), and reloads the catalogue: every
 * price or questionnaire change gives the model a new appraisal version,
 * which the screens show.
 */
export function useCatalogueSave() {
  const { t } = useT()
  const queryClient = useQueryClient()
  return useCallback(
    async (call: () => Promise<unknown>): Promise<boolean> => {
      try {
        await call()
        await queryClient.invalidateQueries({ queryKey: ["electroshop", "buyout-catalogue"] })
        notify.success(t("buyouts.catalogue.saved"))
        return true
      } catch (error) {
        notify.error(t("buyouts.catalogue.save_failed"), { error })
        return false
      }
    },
    [queryClient, t],
  )
}
