import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminPromotion, DetailWidgetProps } from "@medusajs/framework/types"
import { Alert, Button, Container, Text } from "@medusajs/ui"
import { useMutation } from "@tanstack/react-query"
import { z } from "zod"
import { LARGE_PERCENTAGE_DISCOUNT, MAX_GENERATED_CODES } from "@electroshop/contracts/promotion"
import { LabelledInput } from "../components/field"
import { SectionHeading } from "../components/headings"
import { downloadFile } from "../lib/download"
import { useZodForm } from "../lib/form"
import { useT } from "../lib/i18n"
import { notify } from "../lib/notify"
import { generatePromotionCodes } from "../api/promotions"

const countSchema = z.object({
  count: z.coerce
    .number({ message: "promotionCodes.count_invalid" })
    .int("promotionCodes.count_invalid")
    .min(1, "promotionCodes.count_invalid")
    .max(MAX_GENERATED_CODES, "promotionCodes.count_invalid"),
})

/** The download staff hand to marketing: one code a line under a `code` header. */
const downloadCodes = (promotionCode: string, codes: string[]) =>
  downloadFile(`${promotionCode}-codes.csv`, ["code", ...codes].join("\r\n") + "\r\n", "text/csv;charset=utf-8")

/**
 * Promotion detail: the specification's warning on a percentage discount of
 * 80 % or more, and batches of single-use codes generated from this promotion
 * (each usable once, in any case), downloadable as CSV.
 */
const PromotionCodesWidget = ({ data: promotion }: DetailWidgetProps<AdminPromotion>) => {
  const { t } = useT()
  const form = useZodForm(countSchema, { count: "100" })
  const generate = useMutation({
    mutationFn: (count: number) => generatePromotionCodes(promotion.id, count),
    onSuccess: ({ codes }) => notify.success(t("promotionCodes.generated", { count: codes.length })),
    onError: (error) => {
      form.serverErrors(error)
      notify.error(t("promotionCodes.failed"), { error })
    },
  })
  const submit = form.handleSubmit(({ count }) => generate.mutateAsync(count).catch(() => undefined))
  const method = promotion.application_method
  const large = method?.type === "percentage" && Number(method.value) >= LARGE_PERCENTAGE_DISCOUNT
  const codes = generate.data?.codes ?? []

  return (
    <Container className="divide-y p-0" data-testid="promotion-codes">
      {large ? (
        <div className="px-6 py-4">
          <Alert variant="warning" data-testid="promotion-large-discount">
            {t("promotionCodes.large_discount", { percent: Number(method?.value) })}
          </Alert>
        </div>
      ) : null}
      <SectionHeading title={t("promotionCodes.title")} description={t("promotionCodes.description")} />
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3 px-6 py-4" noValidate>
        <LabelledInput
          id="promotion-codes-count"
          label={t("promotionCodes.count", { max: MAX_GENERATED_CODES })}
          inputMode="numeric"
          {...form.field("count")}
        />
        <Button size="small" type="submit" isLoading={generate.isPending}>
          {t("promotionCodes.generate")}
        </Button>
      </form>
      {codes.length ? (
        <div role="status" className="flex flex-wrap items-center justify-between gap-3 px-6 py-4" data-testid="promotion-codes-result">
          <Text size="small">{t("promotionCodes.generated", { count: codes.length })}</Text>
          <Button size="small" variant="secondary" type="button" onClick={() => downloadCodes(promotion.code ?? "promotion", codes)}>
            {t("promotionCodes.download")}
          </Button>
        </div>
      ) : null}
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "promotion.details",
  id: "electroshop:promotion-codes",
})

export default PromotionCodesWidget
