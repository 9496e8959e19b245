import { Container } from "@medusajs/ui"
import type { ReactNode } from "react"
import { SectionHeading } from "./headings"
import { Hint } from "./field"

export type TimelineEntry = {
  id: string
  /** The status badge of the change. */
  status: ReactNode
  /** When, formatted. */
  at: string
  /** Who, the note, a price: what the domain tells about the change. */
  details?: ReactNode
}

/** A record's status changes, oldest first (buy-outs, repair orders): `<testId>` on the section, `<testId>-entry` on each change. */
export const StatusTimeline = ({ testId, title, empty, entries }: { testId: string; title: string; empty: string; entries: TimelineEntry[] }) => (
  <Container className="divide-y p-0" data-testid={testId}>
    <SectionHeading title={title} />
    {entries.length === 0 ? (
      <div className="px-6 py-4">
        <Hint>{empty}</Hint>
      </div>
    ) : (
      <ol className="divide-y">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-y-1 px-6 py-3" data-testid={`${testId}-entry`}>
            <div className="flex items-center justify-between gap-x-2">
              {entry.status}
              <Hint size="xsmall">{entry.at}</Hint>
            </div>
            {entry.details}
          </li>
        ))}
      </ol>
    )}
  </Container>
)
