import { Button, usePrompt } from "@medusajs/ui"
import { useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import type { ServiceOperationView } from "@electroshop/contracts/service"
import { serviceApi, serviceKeys } from "../../api/service"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"

/** Deletes one operation of a price list after the staff member confirms it. */
export const OperationDelete = ({ operation }: { operation: ServiceOperationView }) => {
  const { t } = useT()
  const prompt = usePrompt()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const remove = async () => {
    const ok = await prompt({
      title: t("service.prices.delete_title"),
      description: t("service.prices.delete_confirm", { name: operation.name }),
      confirmText: t("service.prices.delete"),
      cancelText: t("service.prices.cancel"),
    })
    if (!ok) return
    setBusy(true)
    try {
      await serviceApi.deleteOperation(operation.id)
      await queryClient.invalidateQueries({ queryKey: serviceKeys.all })
      notify.success(t("service.prices.deleted"))
    } catch (error) {
      notify.error(t("service.prices.delete_failed"), { error })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button size="small" variant="danger" type="button" isLoading={busy} onClick={remove}>
      {t("service.prices.delete")}
    </Button>
  )
}
