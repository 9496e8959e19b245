import { Button, Container, Select, Textarea } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { Controller } from "react-hook-form"
import { buyoutApi, buyoutKeys } from "../../api/buyout"
import type { AdminBuyoutDetail, BuyoutStatus } from "@electroshop/contracts/buyout"
import { useZodForm } from "../../lib/form"
import { needsOfferedPrice } from "../../lib/buyout-status"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { statusChangeSchema } from "./schemas"
import { BuyoutStatusBadge } from "./status-badge"
import { BuyoutStatusItems } from "./status-items"
import { SectionHeading } from "../headings"
import { FormField, LabelledInput, Hint } from "../field"

/**
 * Moves the sale along its lifecycle. Only the transitions the server allows
 * from the current status are offered; a re-offer needs the new price. The
 * note is stored in the history and e-mailed to the customer with the change.
 */
export const BuyoutStatusChange = ({ buyout }: { buyout: AdminBuyoutDetail }) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const form = useZodForm(statusChangeSchema, { status: "", note: "", offered_price: "" })
  const status = form.watch("status")

  const mutation = useMutation({
    mutationFn: (body: { status: BuyoutStatus; note?: string; offered_price?: number }) => buyoutApi.changeStatus(buyout.id, body),
    onSuccess: ({ buyout: updated }) => {
      queryClient.setQueryData(buyoutKeys.detail(buyout.id), { buyout: updated })
      queryClient.invalidateQueries({ queryKey: [...buyoutKeys.all, "list"] })
      notify.success(t("buyouts.status_change.changed", { status: t(`buyouts.status.${updated.status}`) }))
      form.reset()
    },
    onError: (error) => notify.error(t("buyouts.status_change.failed"), { error }),
  })

  const submit = form.handleSubmit((body) => mutation.mutateAsync(body).catch(() => undefined))

  const allowed = buyout.allowed_transitions
  return (
    <Container className="divide-y p-0" data-testid="buyout-status-change">
      <SectionHeading title={t("buyouts.status_change.title")}>
        <BuyoutStatusBadge status={buyout.status} />
      </SectionHeading>
      {allowed.length === 0 ? (
        <div className="px-6 py-4">
          <Hint>{t("buyouts.status_change.final")}</Hint>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-y-3 px-6 py-4">
          <FormField id="buyout-new-status" label={t("buyouts.status_change.new_status")}>
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <Select.Trigger id="buyout-new-status">
                    <Select.Value placeholder={t("buyouts.status_change.choose")} />
                  </Select.Trigger>
                  <Select.Content>
                    <BuyoutStatusItems statuses={allowed} />
                  </Select.Content>
                </Select>
              )}
            />
          </FormField>
          {status && needsOfferedPrice(status) ? (
            <LabelledInput
              id="buyout-offered-price"
              label={t("buyouts.status_change.offered_price", { currency: buyout.currency_code.toUpperCase() })}
              inputMode="numeric"
              {...form.field("offered_price")}
            />
          ) : null}
          <FormField id="buyout-status-note" label={t("buyouts.status_change.note")}>
            <Textarea id="buyout-status-note" maxLength={2000} {...form.register("note")} />
          </FormField>
          <div className="flex justify-end">
            <Button size="small" type="submit" disabled={!status} isLoading={mutation.isPending}>
              {t("buyouts.status_change.submit")}
            </Button>
          </div>
        </form>
      )}
    </Container>
  )
}
