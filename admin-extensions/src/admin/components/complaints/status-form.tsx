import {
  AdminUpdateComplaintSchema,
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_REMEDIES,
  COMPLAINT_TRANSITIONS,
  type AdminUpdateComplaintBody,
} from "@electroshop/contracts/complaint"
import { Button, Heading, Label, Text, Textarea } from "@medusajs/ui"
import { useQueryClient } from "@tanstack/react-query"
import { z } from "zod"

import { complaintApi, complaintKeys, type AdminComplaint } from "../../api/complaints"
import { useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { ApiError } from "../../lib/sdk"
import { FormField, LabelledSelect } from "../field"
import { RootError, useFormSave } from "../form-modals"

/**
 * The contract's schema, with our catalogue's keys as its messages (the contract's are codes): the next status,
 * the remedy given when accepting, the reason when rejecting. The body sends each only with the status it belongs to.
 */
const schema = z
  .object({
    status: z.enum(AdminUpdateComplaintSchema.shape.status.options, { message: "complaints.change.choose" }),
    resolution: z.enum(COMPLAINT_REMEDIES).or(z.literal("")),
    note: z.string().trim().max(COMPLAINT_DESCRIPTION_MAX, "complaints.change.note_too_long"),
  })
  .superRefine(({ status, resolution, note }, ctx) => {
    if (status === "accepted" && !resolution) ctx.addIssue({ code: "custom", path: ["resolution"], message: "complaints.change.resolution_required" })
    if (status === "rejected" && !note) ctx.addIssue({ code: "custom", path: ["note"], message: "complaints.change.note_required" })
  })
  .transform(({ status, resolution, note }): AdminUpdateComplaintBody => ({
    status,
    ...(status === "accepted" && resolution ? { resolution } : {}),
    ...(status !== "received" && note ? { note } : {}),
  }))

const CHANGE_FAILED_TOAST = "complaint-change"

/**
 * Moves a complaint on: one radio per status COMPLAINT_TRANSITIONS allows after the current one; accepting asks
 * for the remedy given (the one asked for at first), rejecting for the reason the customer reads, settling for
 * an optional note. The backend's refusals show at their fields; a change made meanwhile by someone else (409)
 * reloads the complaint, whose drawer then offers what may follow its status now. Keyed by the status by its
 * drawer, so each status starts a fresh form. `onSaved`: after the toast, e.g. to keep the focus in the drawer.
 */
export const ComplaintStatusForm = ({ complaint, onSaved }: { complaint: AdminComplaint; onSaved: () => void }) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const next = COMPLAINT_TRANSITIONS[complaint.status]
  const form = useZodForm(schema, { resolution: complaint.remedy, note: "" })
  const status = form.watch("status")
  const onSubmit = useFormSave(form, {
    save: (body) =>
      complaintApi.change(complaint.id, body).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: complaintKeys.all })
        throw error
      }),
    invalidates: complaintKeys.all,
    saved: ({ complaint: changed }) => t("complaints.change.saved", { number: changed.number, status: t(`complaints.statuses.${changed.status}`) }),
    failed: { message: t("complaints.change.failed", { number: complaint.number }), toastId: CHANGE_FAILED_TOAST },
    onSaved,
  })
  const statusError = form.error("status")
  const noteError = form.error("note")
  return (
    <section aria-labelledby="complaint-change-title" className="flex flex-col gap-y-3">
      <Heading level="h3" id="complaint-change-title">
        {t("complaints.change.title")}
      </Heading>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-y-4">
        <fieldset className="flex flex-col gap-y-2" aria-describedby={statusError ? "complaint-status-error" : undefined}>
          <legend className="mb-2">
            <Text as="span" size="small" weight="plus">
              {t("complaints.change.status")}
            </Text>
          </legend>
          {next.map((value) => (
            <div key={value} className="flex items-center gap-x-2">
              <input
                type="radio"
                id={`complaint-next-status-${value}`}
                value={value}
                className="h-4 w-4"
                aria-invalid={statusError ? true : undefined}
                data-testid={`complaint-next-status-${value}`}
                {...form.register("status")}
              />
              <Label htmlFor={`complaint-next-status-${value}`} size="small">
                {t(`complaints.statuses.${value}`)}
              </Label>
            </div>
          ))}
          {statusError ? (
            <Text size="xsmall" className="text-ui-fg-error" id="complaint-status-error" role="alert">
              {statusError}
            </Text>
          ) : null}
        </fieldset>
        {status === "accepted" ? (
          <LabelledSelect
            id="complaint-resolution"
            label={t("complaints.change.resolution")}
            hint={t("complaints.change.resolution_hint", { remedy: t(`complaints.remedies.${complaint.remedy}`) })}
            data-testid="complaint-resolution"
            {...form.field("resolution")}
            options={[
              { value: "", label: t("complaints.change.resolution_choose") },
              ...COMPLAINT_REMEDIES.map((remedy) => ({ value: remedy, label: t(`complaints.remedies.${remedy}`) })),
            ]}
          />
        ) : null}
        {status === "accepted" || status === "rejected" ? (
          <FormField
            id="complaint-note"
            label={t(status === "rejected" ? "complaints.change.reason" : "complaints.change.note")}
            hint={t("complaints.change.note_hint")}
            error={noteError}
          >
            <Textarea
              id="complaint-note"
              rows={4}
              maxLength={COMPLAINT_DESCRIPTION_MAX}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? "complaint-note-error" : "complaint-note-hint"}
              data-testid="complaint-note"
              {...form.register("note")}
            />
          </FormField>
        ) : null}
        <RootError message={form.formState.errors.root?.message} />
        <div className="flex justify-end">
          <Button size="small" type="submit" isLoading={form.formState.isSubmitting} data-testid="complaint-save">
            {t("common.save")}
          </Button>
        </div>
      </form>
    </section>
  )
}
