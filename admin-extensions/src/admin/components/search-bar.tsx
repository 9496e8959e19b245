import { LabelledInput } from "./field"
import { useSearchForm } from "./list-page"

/** A list's search box on a bar of its own, the `q` of its URL filters: applied once typing pauses or on Enter, from the first page. */
export function SearchBar<F extends { q: string; page: number }>({
  filters,
  onChange,
  id,
  label,
  placeholder,
  testId,
}: {
  filters: F
  onChange: (next: F) => void
  id: string
  label: string
  placeholder: string
  testId: string
}) {
  const { q, setQ, submit } = useSearchForm(filters, onChange)
  return (
    <form onSubmit={submit} role="search" className="px-6 py-4" data-testid={testId}>
      <LabelledInput
        id={id}
        label={label}
        type="search"
        fieldClassName="w-full sm:max-w-xs"
        placeholder={placeholder}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
    </form>
  )
}
