/**
 * Date and time in the admin's language, as the audit log shows them. One formatter per table
 * (made where its columns are), not one per cell: building an Intl.DateTimeFormat is the slow part.
 */
export const dateTimeFormat = (language: string) => new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "medium" })

/** A moment as a `<time>` element, its ISO value kept machine-readable beside the formatted text. */
export const DateTime = ({ value, format }: { value: string; format: Intl.DateTimeFormat }) => <time dateTime={value}>{format.format(new Date(value))}</time>
