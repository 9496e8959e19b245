import { Button, Container, Heading, Input, Label, Select, Text, Textarea } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useState, type FormEvent } from "react"
import { buyoutApi, buyoutKeys, type BuyoutDetail, type BuyoutStatus } from "../../lib/buyout-api"
import { needsOfferedPrice, parseWholeAmount } from "../../lib/buyout-status"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { BuyoutStatusBadge } from "./status-badge"

/**
 * Moves the sale along its lifecycle. Only the transitions the server allows
 * from the current status are offered; a re-offer needs the new price. The
 * note is stored in the history and e-mailed to the customer with the change.
 */
export const BuyoutStatusChange = ({ buyout }: { buyout: BuyoutDetail }) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<BuyoutStatus | "">("")
  const [note, setNote] = useState("")
  const [price, setPrice] = useState("")
  const [priceError, setPriceError] = useState<string | null>(null)

  const mutation = useMutation({
    mutationFn: (body: { status: BuyoutStatus; note?: string; offered_price?: number }) => buyoutApi.changeStatus(buyout.id, body),
    onSuccess: ({ buyout: updated }) => {
      queryClient.setQueryData(buyoutKeys.detail(buyout.id), { buyout: updated })
      queryClient.invalidateQueries({ queryKey: [...buyoutKeys.all, "list"] })
      notify.success(t("buyouts.status_change.changed", { status: t(`buyouts.status.${updated.status}`) }))
      setStatus("")
      setNote("")
      setPrice("")
    },
    onError: (error) => notify.error(t("buyouts.status_change.failed"), { error }),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!status) return
    let offered: number | undefined
    if (needsOfferedPrice(status)) {
      const parsed = parseWholeAmount(price)
      if (parsed === null) {
        setPriceError(t("buyouts.status_change.offered_price_required"))
        return
      }
      offered = parsed
    }
    setPriceError(null)
    mutation.mutate({ status, ...(note.trim() ? { note: note.trim() } : {}), ...(offered !== undefined ? { offered_price: offered } : {}) })
  }

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
            <Select value={status} onValueChange={(value) => setStatus(value as BuyoutStatus)}>
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
          </div>
          {status && needsOfferedPrice(status) ? (
            <div className="flex flex-col gap-y-1">
              <Label size="small" htmlFor="buyout-offered-price">
                {t("buyouts.status_change.offered_price", { currency: buyout.currency_code.toUpperCase() })}
              </Label>
              <Input
                id="buyout-offered-price"
                inputMode="numeric"
                value={price}
                aria-invalid={priceError ? true : undefined}
                aria-describedby={priceError ? "buyout-offered-price-error" : undefined}
                onChange={(e) => setPrice(e.target.value)}
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
            <Textarea id="buyout-status-note" value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
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
