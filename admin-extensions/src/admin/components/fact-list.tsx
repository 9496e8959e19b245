import type { ReactNode } from "react"

/** A page's facts: side by side from a small tablet up (four on a wide screen), in the container's padding. */
const PAGE_GRID = "grid-cols-1 px-6 py-4 sm:grid-cols-2 lg:grid-cols-4"

/**
 * A record's facts as a definition list (its name, then its value), side by side from a small tablet
 * up and one under the other on a phone: a hand-over's carrier, location and dates. `className` lays
 * out a narrower place (a drawer's body, which has its own padding) instead.
 */
export const FactList = ({ facts, className = PAGE_GRID }: { facts: { label: string; value: ReactNode; testId?: string }[]; className?: string }) => (
  <dl className={`txt-compact-small grid gap-x-6 gap-y-3 ${className}`}>
    {facts.map((fact) => (
      <div key={fact.label} className="flex min-w-0 flex-col gap-y-0.5">
        <dt className="text-ui-fg-subtle">{fact.label}</dt>
        <dd className="break-words" data-testid={fact.testId}>
          {fact.value}
        </dd>
      </div>
    ))}
  </dl>
)
