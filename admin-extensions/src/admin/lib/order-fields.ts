import type { AdminOrder } from "@medusajs/framework/types"
import { useQuery } from "@tanstack/react-query"
import { useEffect } from "react"
import { useT } from "./i18n"
import { notify } from "./notify"
import { retrieveOrder } from "../api/orders"

/**
 * An order widget's own read of the fields the dashboard does not pass it,
 * with one toast when the read fails. `widget` names the widget in the query
 * cache and the toast. Undefined until loaded (and when not `enabled`).
 */
export function useOrderFields(widget: string, orderId: string | undefined, fields: string, enabled = true) {
  const { t } = useT()
  const { data, error } = useQuery({
    queryKey: ["electroshop", widget, orderId],
    queryFn: () => retrieveOrder(orderId as string, fields),
    enabled: !!orderId && enabled,
  })
  useEffect(() => {
    if (error) notify.error(t("common.load_failed"), { error, id: `${widget}-load` })
  }, [error, t, widget])
  return data?.order
}

/** An order's payments across its payment collections; none where the order came without them. */
export const orderPayments = (order: AdminOrder | undefined) => (order?.payment_collections ?? []).flatMap((c) => c?.payments ?? [])
