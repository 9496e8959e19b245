import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Button, Container, Text } from "@medusajs/ui"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { z } from "zod"
import { SPECIAL_OFFER_KINDS, SPECIAL_OFFER_LABEL_MAX, type AdminSpecialOffer } from "@electroshop/contracts/special-offer"
import { Hint, LabelledInput, LabelledSelect } from "../components/field"
import { SectionHeading } from "../components/headings"
import { RootError } from "../components/form-modals"
import { useZodForm } from "../lib/form"
import { useT } from "../lib/i18n"
import { notify } from "../lib/notify"
import { addSpecialOffer, deleteSpecialOffer, listSpecialOffers } from "../api/special-offers"

const day = z.union([z.literal("").transform(() => null), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "specialOffers.invalid_day")])

// The server checks again (and that the gift exists); its messages show at the fields.
const schema = z
  .object({
    kind: z.enum(SPECIAL_OFFER_KINDS),
    label: z.string().trim().min(1, "specialOffers.required").max(SPECIAL_OFFER_LABEL_MAX, "specialOffers.too_long"),
    gift_product_handle: z
      .string()
      .trim()
      .transform((handle) => handle || null),
    valid_from: day,
    valid_to: day,
  })
  .superRefine((offer, ctx) => {
    if (offer.kind === "gift" && !offer.gift_product_handle)
      ctx.addIssue({ code: "custom", path: ["gift_product_handle"], message: "specialOffers.gift_required" })
    if (offer.valid_from && offer.valid_to && offer.valid_to < offer.valid_from)
      ctx.addIssue({ code: "custom", path: ["valid_to"], message: "specialOffers.range_inverted" })
  })

const EMPTY = { kind: "badge" as const, label: "", gift_product_handle: "", valid_from: "", valid_to: "" }

/**
 * Product detail: the product's special offers, a badge on its card and page
 * or a gift given with it, each for a span of days. The shop shows those
 * valid today; the list says which are.
 */
const ProductSpecialOffersWidget = ({ data: product }: DetailWidgetProps<AdminProduct>) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const key = ["electroshop", "special-offers", product.id]
  const offers = useQuery({
    queryKey: key,
    queryFn: () => listSpecialOffers(product.id),
  })
  const form = useZodForm(schema, EMPTY, { codePrefix: "specialOffers" })
  const kind = form.watch("kind")
  const submit = form.handleSubmit(async (body) => {
    try {
      queryClient.setQueryData(key, await addSpecialOffer(product.id, body))
      form.reset(EMPTY)
      notify.success(t("specialOffers.saved"))
    } catch (error) {
      form.serverErrors(error)
      notify.error(t("specialOffers.failed"), { error })
    }
  })
  const remove = async (offer: AdminSpecialOffer) => {
    try {
      await deleteSpecialOffer(offer.id)
      queryClient.setQueryData<AdminSpecialOffer[]>(key, (list) => (list ?? []).filter((o) => o.id !== offer.id))
      notify.success(t("specialOffers.deleted"))
    } catch (error) {
      notify.error(t("specialOffers.failed"), { error })
    }
  }

  return (
    <Container className="divide-y p-0" data-testid="product-special-offers">
      <SectionHeading title={t("specialOffers.title")} description={t("specialOffers.description")} />
      <div className="px-6 py-4">
        {offers.isError ? (
          <Hint role="status">{t("specialOffers.load_failed")}</Hint>
        ) : offers.data?.length ? (
          <ul className="flex flex-col gap-y-2">
            {offers.data.map((offer) => (
              <li key={offer.id} className="flex items-center justify-between gap-x-2" data-testid="special-offer-row">
                <div className="flex flex-col">
                  <Text size="small" weight="plus">
                    {t(`specialOffers.kind_${offer.kind}`)}: {offer.label}
                    {offer.gift_product ? ` → ${offer.gift_product.title}` : ""}
                  </Text>
                  <Text size="xsmall" className="text-ui-fg-subtle">
                    {offer.valid_from ?? "…"} – {offer.valid_to ?? "…"}
                  </Text>
                </div>
                <div className="flex items-center gap-x-2">
                  <Badge size="2xsmall" color={offer.current ? "green" : "grey"}>
                    {t(offer.current ? "specialOffers.current" : "specialOffers.not_current")}
                  </Badge>
                  <Button size="small" variant="secondary" type="button" onClick={() => remove(offer)}>
                    {t("specialOffers.delete")}
                    <span className="sr-only"> {offer.label}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <Hint role="status">{offers.isPending ? t("specialOffers.loading") : t("specialOffers.empty")}</Hint>
        )}
      </div>
      <form onSubmit={submit} className="grid grid-cols-1 gap-4 px-6 py-4 md:grid-cols-2" noValidate>
        <LabelledSelect
          id="special-offer-kind"
          label={t("specialOffers.kind")}
          options={SPECIAL_OFFER_KINDS.map((value) => ({ value, label: t(`specialOffers.kind_${value}`) }))}
          {...form.field("kind")}
        />
        <LabelledInput id="special-offer-label" label={t("specialOffers.label")} hint={t("specialOffers.label_hint")} {...form.field("label")} />
        {kind === "gift" ? (
          <LabelledInput
            id="special-offer-gift"
            label={t("specialOffers.gift_product")}
            hint={t("specialOffers.gift_hint")}
            {...form.field("gift_product_handle")}
          />
        ) : null}
        <LabelledInput id="special-offer-from" type="date" label={t("specialOffers.valid_from")} {...form.field("valid_from")} />
        <LabelledInput id="special-offer-to" type="date" label={t("specialOffers.valid_to")} {...form.field("valid_to")} />
        <div className="md:col-span-2">
          <RootError message={form.formState.errors.root?.message} />
          <Button size="small" type="submit" isLoading={form.formState.isSubmitting}>
            {t("specialOffers.add")}
          </Button>
        </div>
      </form>
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "product.details.after",
  id: "electroshop:product-special-offers",
})

export default ProductSpecialOffersWidget
