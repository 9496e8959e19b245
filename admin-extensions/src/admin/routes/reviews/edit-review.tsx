import { Label, Text, Textarea } from "@medusajs/ui"
import { useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { z } from "zod"
import { EditDrawer, RootError } from "../../components/form-modals"
import { useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { reviewApi, reviewKeys, SAVE_ERROR_TOAST, type AdminReview } from "./api"

// The server checks lengths and that the text is not empty (its message shows at the field).
const schema = z.object({ text: z.string(), pros: z.string().transform((v) => v || null), cons: z.string().transform((v) => v || null) })

/** Staff correct a review's texts in a drawer, starting from the saved values each time it opens. */
export const EditReview = ({ review }: { review: AdminReview }) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const initial = { text: review.text, pros: review.pros ?? "", cons: review.cons ?? "" }
  const form = useZodForm(schema, initial)
  const submit = form.handleSubmit(async (body) => {
    try {
      await reviewApi.update(review.id, body)
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all })
      setOpen(false)
      notify.dismiss(SAVE_ERROR_TOAST)
      notify.success(t("reviews.saved"))
    } catch (error) {
      form.serverErrors(error)
      notify.error(t("reviews.save_failed"), { error, id: SAVE_ERROR_TOAST })
    }
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
    <EditDrawer
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(initial)
        setOpen(next)
      }}
      trigger={t("reviews.edit")}
      title={t("reviews.edit_title")}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      submitLabel={t("reviews.save")}
      cancelLabel={t("reviews.cancel")}
    >
      {field("text")}
      {field("pros")}
      {field("cons")}
      <RootError message={form.formState.errors.root?.message} />
    </EditDrawer>
  )
}
