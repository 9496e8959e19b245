import { Button, Container, Heading, Text, Textarea } from "@medusajs/ui"
import { useQueryClient } from "@tanstack/react-query"
import { z } from "zod"
import { SERVICE_ORDER_STATUSES } from "@electroshop/contracts/service"
import { serviceApi, serviceKeys, type AdminServiceOrder } from "../../api/service"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { useZodForm } from "../../lib/form"
import { FormField, LabelledSelect } from "../field"
import { RootError } from "../form-modals"
import { ServiceStatusBadge } from "./status-badge"

const statusChangeSchema = z.object({
  status: z.enum(SERVICE_ORDER_STATUSES, { message: "service.status_change.choose" }),
  note: z
    .string()
    .trim()
    .max(1000, "service.status_change.too_long")
    .transform((note) => note || undefined),
})
const EMPTY = { status: "" as (typeof SERVICE_ORDER_STATUSES)[number], note: "" }

/**
 * Moves a repair order along its lifecycle: only the server's allowed next
 * statuses are offered; the note goes into the history and the customer's e-mail.
 * A react-hook-form form checked by zod like every admin form; the server's field errors land at their field.
 */
export const ServiceStatusChange = ({ order }: { order: AdminServiceOrder }) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const form = useZodForm(statusChangeSchema, EMPTY)
  const status = form.watch("status")
  const submit = form.handleSubmit(async ({ status, note }) => {
    try {
      await serviceApi.changeStatus(order.id, { status, ...(note ? { note } : {}) })
      notify.success(t("service.status_change.changed", { status: t(`service.status.${status}`) }))
      form.reset(EMPTY)
      await queryClient.invalidateQueries({ queryKey: serviceKeys.all })
    } catch (error) {
      form.serverErrors(error)
      notify.error(t("service.status_change.failed"), { error })
    }
  })
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
        <form onSubmit={submit} className="flex flex-col gap-y-3 px-6 py-4" noValidate>
          <LabelledSelect
            id="service-new-status"
            label={t("service.status_change.new_status")}
            {...form.field("status")}
            options={[
              { value: "", label: t("service.status_change.choose") },
              ...order.allowed_statuses.map((s) => ({ value: s.value, label: t(`service.status.${s.value}`) })),
            ]}
          />
          <FormField id="service-status-note" label={t("service.status_change.note")} error={form.error("note")}>
            <Textarea id="service-status-note" maxLength={1000} {...form.register("note")} />
          </FormField>
          <RootError message={form.formState.errors.root?.message} />
          <div className="flex justify-end">
            <Button size="small" type="submit" disabled={!status} isLoading={form.formState.isSubmitting}>
              {t("service.status_change.submit")}
            </Button>
          </div>
        </form>
      )}
    </Container>
  )
}
