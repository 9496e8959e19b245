import { Input, Label, Text, Textarea } from "@medusajs/ui"
import { useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { z } from "zod"
import { CreateModal, EditDrawer, RootError } from "../../components/form-modals"
import { useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { metaMasterApi, metaMasterKeys, SAVE_ERROR_TOAST, type MetaMaster } from "./api"

/** Name and description of a meta master; the server checks them (its message shows at the form). */
const schema = z.object({
  name: z.string(),
  description: z
    .string()
    .transform((d) => d || null),
})

type Form = ReturnType<typeof useMetaMasterForm>

function useMetaMasterForm(onSave: (body: z.output<typeof schema>) => Promise<void>, initial?: MetaMaster) {
  const { t } = useT()
  const queryClient = useQueryClient()
  const form = useZodForm(schema, { name: initial?.name ?? "", description: initial?.description ?? "" })
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSave(body)
      await queryClient.invalidateQueries({ queryKey: metaMasterKeys.all })
      notify.dismiss(SAVE_ERROR_TOAST)
      notify.success(t("metaMasters.saved"))
    } catch (error) {
      form.serverErrors(error)
      notify.error(t("metaMasters.save_failed"), { error, id: SAVE_ERROR_TOAST })
    }
  })
  return Object.assign(form, { submit })
}

/** The save and cancel of both the create modal and the edit drawer. */
const actions = (form: Form, t: ReturnType<typeof useT>["t"]) => ({
  onSubmit: form.submit,
  submitting: form.formState.isSubmitting,
  submitLabel: t("metaMasters.save"),
  cancelLabel: t("metaMasters.cancel"),
})

const Fields = ({ form, idPrefix }: { form: Form; idPrefix: string }) => {
  const { t } = useT()
  const nameError = form.error("name")
  return (
    <>
      <div className="flex flex-col gap-y-2">
        <Label htmlFor={`${idPrefix}-name`}>{t("metaMasters.name")}</Label>
        <Input id={`${idPrefix}-name`} aria-invalid={!!nameError} autoFocus {...form.register("name")} />
        {nameError ? (
          <Text size="small" className="text-ui-fg-error" role="alert">
            {nameError}
          </Text>
        ) : null}
      </div>
      <div className="flex flex-col gap-y-2">
        <Label htmlFor={`${idPrefix}-description`}>{t("metaMasters.description_field")}</Label>
        <Textarea id={`${idPrefix}-description`} {...form.register("description")} />
      </div>
      <RootError message={form.formState.errors.root?.message} />
    </>
  )
}

/** add-meta-master in a focus modal; the new meta master's page opens. */
export const CreateMetaMaster = ({ onCreated }: { onCreated: (id: string) => void }) => {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  const form = useMetaMasterForm(async (body) => {
    const { meta_master } = await metaMasterApi.create(body)
    setOpen(false)
    onCreated(meta_master.id)
  })
  return (
    <CreateModal
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset({ name: "", description: "" })
        setOpen(next)
      }}
      trigger={t("metaMasters.create")}
      title={t("metaMasters.create_title")}
      {...actions(form, t)}
    >
      <Fields form={form} idPrefix="meta-master" />
    </CreateModal>
  )
}

/** update-meta-master in a drawer, starting from the saved values each time it opens. */
export const EditMetaMaster = ({ metaMaster }: { metaMaster: MetaMaster }) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const form = useMetaMasterForm(async (body) => {
    const { meta_master } = await metaMasterApi.update(metaMaster.id, body)
    queryClient.setQueryData(metaMasterKeys.detail(metaMaster.id), { meta_master })
    setOpen(false)
  }, metaMaster)
  return (
    <EditDrawer
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset({ name: metaMaster.name, description: metaMaster.description ?? "" })
        setOpen(next)
      }}
      trigger={t("metaMasters.edit")}
      title={t("metaMasters.details")}
      {...actions(form, t)}
    >
      <Fields form={form} idPrefix="meta-master-edit" />
    </EditDrawer>
  )
}
