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

/** A row of those tables: its cells, then its delete button (`deleteLabel` names what it deletes). */
export const CatalogueRow = ({ deleteLabel, onDelete, children }: { deleteLabel: string; onDelete: () => void; children: ReactNode }) => (
  <Table.Row>
    {children}
    <Table.Cell>
      <DeleteButton label={deleteLabel} onClick={onDelete} />
    </Table.Cell>
  </Table.Row>
)

/** A row's value edited in place (colour label, grade price, choice correction). */
export function EditableCell<T>(props: EditableFieldProps<T>) {
  return (
    <Table.Cell>
      <EditableField {...props} />
    </Table.Cell>
  )
}
