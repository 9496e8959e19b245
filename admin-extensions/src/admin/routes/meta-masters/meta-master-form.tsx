import { Input, Label, Text, Textarea } from "@medusajs/ui"
import { useQueryClient } from "@tanstack/react-query"
import { z } from "zod"
import { CreateModal, EditDrawer, useFormModal } from "../../components/form-modals"
import { useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { metaMasterApi, metaMasterKeys, SAVE_ERROR_TOAST, type MetaMaster } from "../../api/meta-masters"

/** Name and description of a meta master; the server checks them (its message shows at the form). */
const schema = z.object({
  name: z.string(),
  description: z.string().transform((d) => d || null),
})

type Form = ReturnType<typeof useMetaMasterModal>["form"]

const valuesOf = (metaMaster?: MetaMaster) => ({ name: metaMaster?.name ?? "", description: metaMaster?.description ?? "" })

/** The form of the create modal and the edit drawer, with their save and cancel. */
function useMetaMasterModal(save: (body: z.output<typeof schema>) => Promise<unknown>, initial?: MetaMaster) {
  const { t } = useT()
  const form = useZodForm(schema, valuesOf(initial))
  const modal = useFormModal(form, {
    initial: valuesOf(initial),
    save,
    invalidates: metaMasterKeys.all,
    saved: t("metaMasters.saved"),
    failed: { message: t("metaMasters.save_failed"), toastId: SAVE_ERROR_TOAST },
  })
  return { form, modal }
}

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
    </>
  )
}

/** add-meta-master in a focus modal; the new meta master's page opens. */
export const CreateMetaMaster = ({ onCreated }: { onCreated: (id: string) => void }) => {
  const { t } = useT()
  const { form, modal } = useMetaMasterModal(async (body) => {
    const { meta_master } = await metaMasterApi.create(body)
    onCreated(meta_master.id)
  })
  return (
    <CreateModal {...modal} trigger={t("metaMasters.create")} title={t("metaMasters.create_title")}>
      <Fields form={form} idPrefix="meta-master" />
    </CreateModal>
  )
}

/** update-meta-master in a drawer, starting from the saved values each time it opens. */
export const EditMetaMaster = ({ metaMaster }: { metaMaster: MetaMaster }) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const { form, modal } = useMetaMasterModal(async (body) => {
    const { meta_master } = await metaMasterApi.update(metaMaster.id, body)
    queryClient.setQueryData(metaMasterKeys.detail(metaMaster.id), { meta_master })
  }, metaMaster)
  return (
    <EditDrawer {...modal} trigger={t("metaMasters.edit")} title={t("metaMasters.details")}>
      <Fields form={form} idPrefix="meta-master-edit" />
    </EditDrawer>
  )
}
