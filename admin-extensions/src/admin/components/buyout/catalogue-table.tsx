import { Table } from "@medusajs/ui"
import type { ReactNode } from "react"
import { DeleteButton } from "./add-form"

/**
 * The tables of a buy-out model's screen (colours, grades, each condition's
 * choices): named columns, then a narrow one for each row's delete button.
 */
export const CatalogueTable = ({ columns, children }: { columns: string[]; children: ReactNode }) => (
  <Table>
    <Table.Header>
      <Table.Row>
        {columns.map((column) => (
          <Table.HeaderCell key={column}>{column}</Table.HeaderCell>
        ))}
        <Table.HeaderCell className="w-12" />
      </Table.Row>
    </Table.Header>
    <Table.Body>{children}</Table.Body>
  </Table>
)

export const DeleteCell = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <Table.Cell>
    <DeleteButton label={label} onClick={onClick} />
  </Table.Cell>
)

