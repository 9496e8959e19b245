/**
 * Date and time in the admin's language, as the audit log shows them. One formatter per table
 * (made where its columns are), not one per cell: building an Intl.DateTimeFormat is the slow part.
 */
export const dateTimeFormat = (language: string) => new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "medium" })

/** A moment as a `<time>` element, its ISO value kept machine-readable beside the formatted text. */
export const DateTime = ({ value, format }: { value: string; format: Intl.DateTimeFormat }) => <time dateTime={value}>{format.format(new Date(value))}</time>

/**
 * A calendar day (`YYYY-MM-DD`, no time: an invoice's date of issue) in the admin's language, for a `<DateTime>`. The day is
 * read as midnight UTC, so it is shown in UTC: in the admin's own time zone it would be the day before west of Greenwich.
 */
export const dateFormat = (language: string) => new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" })
