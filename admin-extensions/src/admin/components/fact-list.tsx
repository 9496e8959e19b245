import type { ReactNode } from "react"

/**
 * A record's facts as a definition list (its name, then its value), side by side from a small tablet
 * up and one under the other on a phone: a hand-over's carrier, location and dates.
 */
export const FactList = ({ facts }: { facts: { label: string; value: ReactNode; testId?: string }[] }) => (
  <dl className="txt-compact-small grid grid-cols-1 gap-x-6 gap-y-3 px-6 py-4 sm:grid-cols-2 lg:grid-cols-4">
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
