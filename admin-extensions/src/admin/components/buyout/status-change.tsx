import { Button, Container, Heading, Input, Label, Select, Text, Textarea } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { Controller } from "react-hook-form"
import { buyoutApi, buyoutKeys } from "../../lib/buyout-api"
import type { AdminBuyoutDetail, BuyoutStatus } from "@electroshop/contracts/buyout"
import { useZodForm } from "../../lib/form"
import { needsOfferedPrice } from "../../lib/buyout-status"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { statusChangeSchema } from "./schemas"
import { BuyoutStatusBadge } from "./status-badge"

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
  const priceError = form.error("offered_price")

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
      <div className="flex items-center justify-between gap-x-2 px-6 py-4">
        <Heading level="h2">{t("buyouts.status_change.title")}</Heading>
        <BuyoutStatusBadge status={buyout.status} />
      </div>
      {allowed.length === 0 ? (
        <div className="px-6 py-4">
          <Text size="small" className="text-ui-fg-subtle">
            {t("buyouts.status_change.final")}
          </Text>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-y-3 px-6 py-4">
          <div className="flex flex-col gap-y-1">
            <Label size="small" htmlFor="buyout-new-status">
              {t("buyouts.status_change.new_status")}
            </Label>
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <Select.Trigger id="buyout-new-status">
                    <Select.Value placeholder={t("buyouts.status_change.choose")} />
                  </Select.Trigger>
                  <Select.Content>
                    {allowed.map((value) => (
                      <Select.Item key={value} value={value}>
                        {t(`buyouts.status.${value}`)}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select>
              )}
            />
          </div>
          {status && needsOfferedPrice(status) ? (
            <div className="flex flex-col gap-y-1">
              <Label size="small" htmlFor="buyout-offered-price">
                {t("buyouts.status_change.offered_price", { currency: buyout.currency_code.toUpperCase() })}
              </Label>
              <Input
                id="buyout-offered-price"
                inputMode="numeric"
                {...form.register("offered_price")}
                aria-invalid={priceError ? true : undefined}
                aria-describedby={priceError ? "buyout-offered-price-error" : undefined}
              />
              {priceError ? (
                <Text id="buyout-offered-price-error" size="xsmall" className="text-ui-fg-error">
                  {priceError}
                </Text>
              ) : null}
            </div>
          ) : null}
          <div className="flex flex-col gap-y-1">
            <Label size="small" htmlFor="buyout-status-note">
              {t("buyouts.status_change.note")}
            </Label>
            <Textarea id="buyout-status-note" maxLength={2000} {...form.register("note")} />
          </div>
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
