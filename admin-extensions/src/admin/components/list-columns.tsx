import { Badge, StatusBadge, createDataTableColumnHelper } from "@medusajs/ui"
import type { QueryKey } from "@tanstack/react-query"
import type { ReactNode } from "react"

import type { useT } from "../lib/i18n"
import { DeleteButton } from "./delete-button"
import { RowLink } from "./list-page"

/** The lists edited in place, whose records have a name and can be switched off; their texts are in the catalogue of that name. */
type EditedList = "barems" | "itemExtras"
type Translate = ReturnType<typeof useT>["t"]

/**
 * Whether a record is offered, as a StatusBadge: `<texts>.columns.state`,
 * `<texts>.active` and `<texts>.inactive`.
 */
export function activeColumn<T extends { is_active: boolean }>(t: Translate, texts: EditedList) {
  return createDataTableColumnHelper<T>().accessor((row) => row.is_active, {
    id: "is_active",
    header: t(`${texts}.columns.state`),
    cell: ({ getValue }) => <StatusBadge color={getValue() ? "green" : "grey"}>{getValue() ? t(`${texts}.active`) : t(`${texts}.inactive`)}</StatusBadge>,
  })
}

/** A record's main column, whose text links to the record's page. */
export function linkColumn<T extends { id: string }>(key: keyof T & string, header: string, to: (row: T) => string) {
  return createDataTableColumnHelper<T>().accessor((row) => row[key], {
    id: key,
    header,
    cell: ({ row }) => <RowLink to={to(row.original)}>{row.original[key] as ReactNode}</RowLink>,
  })
}

/** A yes/no of the row as a small green or grey badge, in the catalogue's words for yes and no. */
export function flagColumn<T>(id: string, value: (row: T) => boolean, texts: { header: string; yes: string; no: string }) {
  return createDataTableColumnHelper<T>().accessor(value, {
    id,
    header: texts.header,
    cell: ({ getValue }) => (
      <Badge size="2xsmall" color={getValue() ? "green" : "grey"}>
        {getValue() ? texts.yes : texts.no}
      </Badge>
    ),
  })
}

/** A cell of one line with grey notes under it (a customer's e-mail, a review's pros and cons); the notes left out are false or empty. */
export const StackedCell = ({ main, notes, className = "" }: { main: ReactNode; notes: (string | false | null | undefined)[]; className?: string }) => (
  <div className={`flex flex-col ${className}`}>
    <span>{main}</span>
    {notes.filter(Boolean).map((note) => (
      <span key={note as string} className="text-ui-fg-subtle">
        {note}
      </span>
    ))}
  </div>
)

/** A row's edit form and its DeleteButton, under `<texts>.columns.actions`. */
export function editDeleteColumn<T extends { id: string; name: string }>(
  t: Translate,
  texts: EditedList,
  { edit, remove, invalidates }: { edit: (row: T) => ReactNode; remove: (id: string) => Promise<unknown>; invalidates: QueryKey },
) {
  return createDataTableColumnHelper<T>().display({
    id: "actions",
    header: t(`${texts}.columns.actions`),
    cell: ({ row }) => (
      <div className="flex gap-2">
        {edit(row.original)}
        <DeleteButton texts={texts} name={row.original.name} remove={() => remove(row.original.id)} invalidates={invalidates} />
      </div>
    ),
  })
}
