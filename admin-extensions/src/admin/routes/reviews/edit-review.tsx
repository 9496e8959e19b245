import { Label, Text, Textarea } from "@medusajs/ui"
import { z } from "zod"
import { EditDrawer, useFormModal } from "../../components/form-modals"
import { useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { reviewApi, reviewKeys, SAVE_ERROR_TOAST, type AdminReview } from "../../api/reviews"

// The server checks lengths and that the text is not empty (its message shows at the field).
const schema = z.object({ text: z.string(), pros: z.string().transform((v) => v || null), cons: z.string().transform((v) => v || null) })

/** Staff correct a review's texts in a drawer, starting from the saved values each time it opens. */
export const EditReview = ({ review }: { review: AdminReview }) => {
  const { t } = useT()
  const initial = { text: review.text, pros: review.pros ?? "", cons: review.cons ?? "" }
  const form = useZodForm(schema, initial)
  const modal = useFormModal(form, {
    initial,
    save: (body) => reviewApi.update(review.id, body),
    invalidates: reviewKeys.all,
    saved: t("reviews.saved"),
    failed: { message: t("reviews.save_failed"), toastId: SAVE_ERROR_TOAST },
  })
  const field = (name: "text" | "pros" | "cons") => {
    const error = form.error(name)
    const id = `review-${review.id}-${name}`
    return (
      <div className="flex flex-col gap-y-2">
        <Label htmlFor={id}>{t(`reviews.columns.${name}`)}</Label>
        <Textarea id={id} aria-invalid={!!error} rows={name === "text" ? 6 : 2} {...form.register(name)} />
        {error ? (
          <Text size="small" className="text-ui-fg-error" role="alert">
            {error}
          </Text>
        ) : null}
      </div>
    )
  }
  return (
    <EditDrawer {...modal} trigger={t("reviews.edit")} title={t("reviews.edit_title")}>
      {field("text")}
      {field("pros")}
      {field("cons")}
    </EditDrawer>
  )
}
