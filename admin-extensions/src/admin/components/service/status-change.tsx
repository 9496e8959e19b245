import { Button, Container, Heading, Label, Text, Textarea } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useState, type FormEvent } from "react"
import type { ServiceOrderStatus } from "@electroshop/contracts/service"
import { serviceApi, serviceKeys, type AdminServiceOrder } from "../../lib/service-api"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { LabelledSelect } from "../field"
import { ServiceStatusBadge } from "./status-badge"

/**
 * Moves a repair order along its lifecycle: only the server's allowed next
 * statuses are offered; the note goes into the history and the customer's e-mail.
 */
export const ServiceStatusChange = ({ order }: { order: AdminServiceOrder }) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const [status, setStatus] = useState("")
  const [note, setNote] = useState("")
  const mutation = useMutation({
    mutationFn: () => serviceApi.changeStatus(order.id, { status: status as ServiceOrderStatus, ...(note.trim() ? { note: note.trim() } : {}) }),
    onSuccess: async () => {
      notify.success(t("service.status_change.changed", { status: t(`service.status.${status as ServiceOrderStatus}`) }))
      setStatus("")
      setNote("")
      await queryClient.invalidateQueries({ queryKey: serviceKeys.all })
    },
    onError: (error) => notify.error(t("service.status_change.failed"), { error }),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (status) mutation.mutate()
  }
  return (
    <Container className="divide-y p-0" data-testid="service-status-change">
      <div className="flex items-center justify-between gap-x-2 px-6 py-4">
        <Heading level="h2">{t("service.status_change.title")}</Heading>
        <ServiceStatusBadge status={order.status} />
      </div>
      {order.allowed_statuses.length === 0 ? (
        <div className="px-6 py-4">
          <Text size="small" className="text-ui-fg-subtle">
            {t("service.status_change.final")}
          </Text>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-y-3 px-6 py-4">
          <LabelledSelect
            id="service-new-status"
            label={t("service.status_change.new_status")}
            value={status}
            onChange={(event) => setStatus(event.target.value)}
            options={[{ value: "", label: t("service.status_change.choose") }, ...order.allowed_statuses.map((s) => ({ value: s.value, label: t(`service.status.${s.value}`) }))]}
          />
          <div className="flex flex-col gap-y-1">
            <Label size="small" htmlFor="service-status-note">
              {t("service.status_change.note")}
            </Label>
            <Textarea id="service-status-note" maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
          </div>
          <div className="flex justify-end">
            <Button size="small" type="submit" disabled={!status} isLoading={mutation.isPending}>
              {t("service.status_change.submit")}
            </Button>
          </div>
        </form>
      )}
    </Container>
  )
}
