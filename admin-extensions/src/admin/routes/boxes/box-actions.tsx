import { boxApi, boxKeys, type AdminBox } from "../../api/warehouse"
import { DeleteButton } from "../../components/delete-button"
import { BoxForm } from "./box-form"

/** A box's row actions for staff who may work on shipping: edit it in a drawer, delete it (asked first). */
export const BoxActions = ({ box }: { box: AdminBox }) => (
  <div className="flex gap-2">
    <BoxForm box={box} />
    <DeleteButton texts="boxes" name={box.name} remove={() => boxApi.remove(box.id)} invalidates={boxKeys.all} />
  </div>
)
