import { Container } from "@medusajs/ui"
import type { ReactNode } from "react"
import { useBuyoutFormat } from "./buyout/formatting"
import { SectionHeading } from "./headings"
import { Hint } from "./field"

/** One row of a record's status history, as the admin routes return it. */
export type StatusChange = { id: string; to_status: string; created_at: string }

/**
 * A record's status changes, oldest first (buy-outs, repair orders): each with
 * the domain's badge of its new status and when it was made, then what the
 * domain tells about it (who, the note, a price). `<testId>` on the section,
 * `<testId>-entry` on each change.
 */
export function StatusTimeline<E extends StatusChange>({
  testId,
  title,
  empty,
  history,
  badge,
  details,
}: {
  testId: string
  title: string
  empty: string
  history: E[]
  badge: (status: E["to_status"]) => ReactNode
  details: (entry: E) => ReactNode
}) {
  const { dateTime } = useBuyoutFormat()
  return (
    <Container className="divide-y p-0" data-testid={testId}>
      <SectionHeading title={title} />
      {history.length === 0 ? (
        <div className="px-6 py-4">
          <Hint>{empty}</Hint>
        </div>
      ) : (
        <ol className="divide-y">
          {history.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-y-1 px-6 py-3" data-testid={`${testId}-entry`}>
              <div className="flex items-center justify-between gap-x-2">
                {badge(entry.to_status)}
                <Hint size="xsmall">{dateTime(entry.created_at)}</Hint>
              </div>
              {details(entry)}
            </li>
          ))}
        </ol>
      )}
    </Container>
  )
}
