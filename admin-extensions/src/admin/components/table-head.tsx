import { Table } from "@medusajs/ui"

/** A column heading: its text, or its text with classes (`text-right` for amounts, a fixed width). */
export type HeadColumn = string | { label: string; className: string }

/** A plain Table's header row, one heading per column. */
export const TableHead = ({ columns }: { columns: HeadColumn[] }) => (
  <Table.Header>
    <Table.Row>
      {columns.map((column, index) =>
        typeof column === "string" ? (
          <Table.HeaderCell key={index}>{column}</Table.HeaderCell>
        ) : (
          <Table.HeaderCell key={index} className={column.className}>
            {column.label}
          </Table.HeaderCell>
        ),
      )}
    </Table.Row>
  </Table.Header>
)
