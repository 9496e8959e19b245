import { Badge, Button, Container, Input, Label, Prompt, Text } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { SectionRow } from "../section-row"
import { buyoutApi, buyoutKeys } from "../../api/buyout"
import { CUSTOMER_DATA_FIELDS, SENSITIVE_FIELDS, type AdminBuyoutDetail } from "@electroshop/contracts/buyout"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { RevealLog } from "./reveal-log"
import { SectionHeading } from "../headings"
import { dateTimeFormat } from "../date-time"
import { useCan } from "../../api/staff"
import { NoPermission } from "../staff/require-permission"

const SENSITIVE = new Set<string>(SENSITIVE_FIELDS)

/**
 * The seller's data, masked as the API returns it. "Reveal personal data",
 * offered only to staff whose roles allow it (others read the refusal), asks
 * for confirmation and a reason, then calls the reveal endpoint, which logs
 * who, when and why; the plain values live only in this component's state and
 * disappear with "Hide" or when leaving the page. Once the retention has
 * erased them, the section says so and offers nothing to reveal.
 */
export const BuyoutPersonalData = ({ buyout }: { buyout: AdminBuyoutDetail }) => {
  const { t, i18n } = useT()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const [reason, setReason] = useState("")
  const [revealed, setRevealed] = useState<Record<string, string | null> | null>(null)
  const mayReveal = useCan("buyout:reveal_personal_data")

  const reveal = useMutation({
    mutationFn: () => buyoutApi.reveal(buyout.id, reason.trim()),
    onSuccess: (data) => {
      setRevealed(data.customer_data)
      setReason("")
      queryClient.invalidateQueries({ queryKey: buyoutKeys.reveals(buyout.id) })
      notify.success(t("buyouts.customer.revealed"))
    },
    onError: (error) => notify.error(t("buyouts.customer.reveal_failed"), { error }),
  })

  const value = (field: string) => {
    const shown = revealed && SENSITIVE.has(field) ? revealed[field] : buyout.customer_data[field]
    if (field === "gender" && shown) return t(`buyouts.customer.gender_${shown === "female" ? "female" : "male"}`)
    return shown || t("common.not_available")
  }

  const erasedAt = buyout.personal_data_erased_at
  const hint = erasedAt
    ? t("buyouts.customer.erased_hint", { date: dateTimeFormat(i18n.language).format(new Date(erasedAt)) })
    : t(revealed ? "buyouts.customer.revealed_hint" : "buyouts.customer.masked_hint")

  return (
    <Container className="divide-y p-0" data-testid="buyout-customer">
      <SectionHeading title={t("buyouts.customer.title")} description={hint}>
        {erasedAt ? null : revealed ? (
          <Button size="small" variant="secondary" onClick={() => setRevealed(null)}>
            {t("buyouts.customer.hide")}
          </Button>
        ) : mayReveal ? (
          <Button size="small" variant="secondary" isLoading={reveal.isPending} onClick={() => setConfirming(true)}>
            {t("buyouts.customer.reveal")}
          </Button>
        ) : mayReveal === false ? (
          <NoPermission />
        ) : null}
      </SectionHeading>
      {CUSTOMER_DATA_FIELDS.map((field) => (
        <SectionRow
          key={field}
          label={t(`buyouts.customer.fields.${field}`)}
          value={
            SENSITIVE.has(field) ? (
              <span className="flex items-center gap-x-2" data-testid={`buyout-field-${field}`}>
                <Text size="small" leading="compact" className="text-ui-fg-base break-all font-mono">
                  {value(field)}
                </Text>
                {revealed || erasedAt ? null : (
                  <Badge size="2xsmall" color="grey">
                    {t("buyouts.customer.masked")}
                  </Badge>
                )}
              </span>
            ) : (
              value(field)
            )
          }
        />
      ))}
      {mayReveal ? <RevealLog buyoutId={buyout.id} /> : null}

      <Prompt open={confirming} onOpenChange={setConfirming} variant="confirmation">
        <Prompt.Content>
          <Prompt.Header>
            <Prompt.Title>{t("buyouts.customer.reveal_title")}</Prompt.Title>
            <Prompt.Description>{t("buyouts.customer.reveal_description")}</Prompt.Description>
          </Prompt.Header>
          <div className="flex flex-col gap-y-1 px-6 pb-4">
            <Label size="small" htmlFor="buyout-reveal-reason">
              {t("buyouts.customer.reveal_reason")}
            </Label>
            <Input id="buyout-reveal-reason" value={reason} maxLength={500} required aria-required onChange={(e) => setReason(e.target.value)} />
          </div>
          <Prompt.Footer>
            <Prompt.Cancel>{t("buyouts.cancel")}</Prompt.Cancel>
            <Prompt.Action disabled={!reason.trim()} onClick={() => reveal.mutate()}>
              {t("buyouts.customer.reveal_confirm")}
            </Prompt.Action>
          </Prompt.Footer>
        </Prompt.Content>
      </Prompt>
    </Container>
  )
}
