import { Table } from "@medusajs/ui"
import type { ReactNode } from "react"
import { DeleteButton } from "./add-form"
import { TableHead } from "../table-head"
import { EditableField, type EditableFieldProps } from "./editable-field"

/**
 * The tables of a buy-out model's screen (colours, grades, each condition's
 * choices): named columns, then a narrow one for each row's delete button.
 */
export const CatalogueTable = ({ columns, children }: { columns: string[]; children: ReactNode }) => (
  <Table>
    <TableHead columns={[...columns, { label: "", className: "w-12" }]} />
    <Table.Body>{children}</Table.Body>
  </Table>
)

export const DeleteCell = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <Table.Cell>
    <DeleteButton label={label} onClick={onClick} />
  </Table.Cell>
)


/** A row's value edited in place (colour label, grade price, choice correction). */
export function EditableCell<T>(props: EditableFieldProps<T>) {
  return (
    <Table.Cell>
      <EditableField {...props} />
    </Table.Cell>
  )
}
