import { Checkbox, Label, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { Controller, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form"

import { staffApi, staffKeys } from "../../api/staff"
import { useT } from "../../lib/i18n"
import { Hint } from "../field"

/**
 * The stores field of a staff member's form: one checkbox per store (Medusa's stock locations
 * flagged as stores), for the store-staff role, which limits its holder to these stores' orders
 * and stock. Built like RoleCheckboxes: a fieldset named by its legend, the field's error under it.
 */
export function StoreCheckboxes<T extends FieldValues, TOut = T>({
  control,
  name,
  id,
  error,
}: {
  control: Control<T, unknown, TOut>
  name: FieldPathByValue<T, string[]>
  id: string
  error?: string
}) {
  const { t } = useT()
  const stores = useQuery({ queryKey: staffKeys.stores, queryFn: staffApi.stores })
  return (
    <fieldset className="flex flex-col gap-y-3" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`} data-testid="staff-stores">
      <legend className="mb-1">
        <Text as="span" size="small" weight="plus">
          {t("staff.stores_legend")}
        </Text>
      </legend>
      <Hint size="xsmall" id={`${id}-hint`}>
        {t("staff.stores_hint")}
      </Hint>
      {stores.isPending ? (
        <Text size="small" className="text-ui-fg-subtle" role="status">
          {t("common.loading")}
        </Text>
      ) : stores.data?.length ? (
        <Controller
          control={control}
          name={name}
          render={({ field }) => {
            const chosen = field.value as string[]
            return (
              <>
                {stores.data.map((store) => {
                  const storeId = `${id}-${store.id}`
                  return (
                    <div key={store.id} className="flex items-center gap-x-3">
                      <Checkbox
                        id={storeId}
                        checked={chosen.includes(store.id)}
                        onCheckedChange={(checked) => field.onChange(checked === true ? [...chosen, store.id] : chosen.filter((s) => s !== store.id))}
                      />
                      <Label htmlFor={storeId} size="small">
                        {store.name}
                      </Label>
                    </div>
                  )
                })}
              </>
            )
          }}
        />
      ) : (
        <Text size="small" className="text-ui-fg-subtle">
          {t("staff.no_stores")}
        </Text>
      )}
      {error ? (
        <Text size="xsmall" className="text-ui-fg-error" id={`${id}-error`} role="alert" data-testid="error-staff-stores">
          {error}
        </Text>
      ) : null}
    </fieldset>
  )
}
