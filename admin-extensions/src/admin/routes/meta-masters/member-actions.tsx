import { Button, Select } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"

import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { metaMasterApi, metaMasterKeys, type MetaMasterMember, SAVE_ERROR_TOAST } from "../../api/meta-masters"

/** Per member: move it to another meta master (swap-meta-master, choices from exclude-meta-master) or remove it. */
export const MemberActions = ({ metaMasterId, product }: { metaMasterId: string; product: MetaMasterMember }) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const others = useQuery({
    queryKey: metaMasterKeys.others(metaMasterId),
    queryFn: () => metaMasterApi.others(metaMasterId),
  })
  const refresh = () => queryClient.invalidateQueries({ queryKey: metaMasterKeys.all })

  const swap = useMutation({
    mutationFn: (targetId: string) => metaMasterApi.swap(product.id, targetId),
    onSuccess: ({ meta_master }) => {
      notify.dismiss(SAVE_ERROR_TOAST)
      notify.success(t("metaMasters.moved", { name: meta_master.name }))
      refresh()
    },
    onError: (error) => notify.error(t("metaMasters.save_failed"), { error, id: SAVE_ERROR_TOAST }),
  })
  const remove = useMutation({
    mutationFn: () => metaMasterApi.removeProducts(metaMasterId, [product.id]),
    onSuccess: () => {
      notify.dismiss(SAVE_ERROR_TOAST)
      notify.success(t("metaMasters.removed"))
      refresh()
    },
    onError: (error) => notify.error(t("metaMasters.save_failed"), { error, id: SAVE_ERROR_TOAST }),
  })
  const choices = others.data?.meta_masters ?? []

  return (
    <div className="flex items-center justify-end gap-x-2">
      <div className="w-48">
        <Select size="small" value="" onValueChange={(value) => value && swap.mutate(value)} disabled={swap.isPending || others.isPending}>
          {/* Disabled and busy until the other meta masters are loaded: a screen reader hears it, and a check of the page waits. */}
          <Select.Trigger aria-label={t("metaMasters.move_label", { title: product.title })} aria-busy={others.isPending || undefined}>
            <Select.Value placeholder={t("metaMasters.move_to")} />
          </Select.Trigger>
          <Select.Content>
            {choices.length === 0 ? (
              <Select.Item value="none" disabled>
                {t("metaMasters.no_other")}
              </Select.Item>
            ) : (
              choices.map((mm) => (
                <Select.Item key={mm.id} value={mm.id}>
                  {mm.name}
                </Select.Item>
              ))
            )}
          </Select.Content>
        </Select>
      </div>
      <Button size="small" variant="secondary" onClick={() => remove.mutate()} isLoading={remove.isPending}>
        {t("metaMasters.remove")}
      </Button>
    </div>
  )
}
