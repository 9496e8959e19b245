import { crateApi, pickingKeys, type AdminCrate } from "../../api/warehouse"
import { ConfirmButton, DeleteButton } from "../../components/delete-button"
import { useT } from "../../lib/i18n"
import { CrateForm, crateName } from "./crate-form"

/**
 * A crate's row actions for staff who may work on shipping: edit its name and label, take its order
 * out (when it holds one; asked first), delete it (the backend refuses one holding an order, and the
 * failure's toast says so).
 */
export const CrateActions = ({ crate }: { crate: AdminCrate }) => {
  const { t } = useT()
  const name = crateName(crate)
  return (
    <div className="flex gap-2">
      <CrateForm crate={crate} />
      {crate.order ? (
        <ConfirmButton
          label={t("crates.take_out")}
          name={name}
          ask={{
            title: t("crates.take_out_title"),
            description: t("crates.take_out_confirm", { order: crate.order.display_id, code: crate.code }),
            cancel: t("crates.cancel"),
          }}
          run={() => crateApi.empty(crate.id)}
          invalidates={pickingKeys.all}
          done={t("crates.taken_out", { code: crate.code })}
          failed={t("crates.take_out_failed")}
        />
      ) : null}
      <DeleteButton texts="crates" name={name} remove={() => crateApi.remove(crate.id)} invalidates={pickingKeys.all} />
    </div>
  )
}
