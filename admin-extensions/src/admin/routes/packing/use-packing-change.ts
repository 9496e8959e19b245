import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query"

import { pickingKeys, type AdminPackingResponse } from "../../api/warehouse"
import { notify } from "../../lib/notify"

/**
 * A change of the order's packing (a scan undone, the order packed): the page shows the backend's
 * answer at once and a toast says `done`, then `after` runs; a refusal is told in a toast with the
 * backend's words (`failed` its title) and the page reloads what is true now.
 */
export function usePackingChange<V>(
  orderId: string,
  run: (variables: V) => Promise<AdminPackingResponse>,
  texts: { done: string; failed: string },
  after?: (queryClient: QueryClient) => unknown,
) {
  const queryClient = useQueryClient()
  const queryKey = pickingKeys.packing(orderId)
  return useMutation({
    mutationFn: run,
    onSuccess: async (answer) => {
      queryClient.setQueryData(queryKey, answer)
      notify.success(texts.done)
      await after?.(queryClient)
    },
    onError: async (error) => {
      notify.error(texts.failed, { error })
      await queryClient.invalidateQueries({ queryKey })
    },
  })
}
