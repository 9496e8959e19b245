import { Button, Container, Text } from "@medusajs/ui"
import { useMutation } from "@tanstack/react-query"
import { useRef, useState, type FormEvent, type ReactNode } from "react"
import { useT } from "../lib/i18n"
import { notify } from "../lib/notify"
import { ApiError } from "../lib/sdk"
import { FormField } from "./field"
import { SectionHeading } from "./headings"

type Failure = { message: string; missing: string[]; rows: string[] }

/**
 * A CSV upload section: the file, the import button, the server's refusal
 * (its message, the missing columns, per-row errors) under the form and in a
 * toast, and on success what `result` makes of the answer. The texts are the
 * caller's (`texts.<key>` translation keys), the CSV rules the server's
 * (`backend/src/lib/http/csv-upload.ts`).
 */
export function CsvImport<T>({
  id,
  texts,
  upload,
  onDone,
  result,
  level = "h2",
}: {
  id: string
  /** The title's level: h1 when the import is the page itself (bank statements), h2 in a page (a price list's import). */
  level?: "h1" | "h2"
  /** Translation keys of this import: title, description, file, submit, no_file, done, failed, missing ({{columns}}). */
  texts: string
  upload: (file: File) => Promise<T>
  /** The success toast's description and whatever else a success changes (caches). */
  onDone: (data: T) => string
  result: (data: T) => ReactNode
}) {
  const { t } = useT()
  const text = (key: string, params?: Record<string, unknown>) => t(`${texts}.${key}` as never, params as never) as unknown as string
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [data, setData] = useState<T | null>(null)

  const mutation = useMutation({
    mutationFn: upload,
    onSuccess: (answer) => {
      setData(answer)
      setFailure(null)
      setFile(null)
      if (input.current) input.current.value = ""
      notify.success(text("done"), { description: onDone(answer) })
    },
    onError: (error) => {
      const reading = error instanceof ApiError ? error.reading : null
      const missing = reading?.extra("missing")
      setFailure({ message: error.message, missing: Array.isArray(missing) ? missing.map(String) : [], rows: reading?.fieldErrors("rows") ?? [] })
      setData(null)
      notify.error(text("failed"), { error })
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!file) return setFailure({ message: text("no_file"), missing: [], rows: [] })
    mutation.mutate(file)
  }

  return (
    <Container className="divide-y p-0" data-testid={id}>
      <SectionHeading level={level} title={text("title")} description={text("description")} />
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3 px-6 py-4">
        <FormField id={`${id}-file`} label={text("file")}>
          <input
            ref={input}
            id={`${id}-file`}
            name="file"
            type="file"
            accept=".csv,text/csv"
            className="txt-small text-ui-fg-base file:bg-ui-button-neutral file:border-ui-border-base file:mr-3 file:rounded-md file:border file:px-2 file:py-1"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null)
              setFailure(null)
            }}
          />
        </FormField>
        <Button size="small" type="submit" isLoading={mutation.isPending}>
          {text("submit")}
        </Button>
      </form>
      {failure ? (
        <div role="alert" className="flex flex-col gap-y-1 px-6 py-4" data-testid={`${id}-error`}>
          <Text size="small" weight="plus" className="text-ui-fg-error">
            {failure.message}
          </Text>
          {failure.missing.length ? (
            <Text size="small" className="text-ui-fg-error">
              {text("missing", { columns: failure.missing.join(", ") })}
            </Text>
          ) : null}
          {failure.rows.map((row) => (
            <Text key={row} size="small" className="text-ui-fg-subtle">
              {row}
            </Text>
          ))}
        </div>
      ) : null}
      {data ? (
        <div role="status" className="px-6 py-4" data-testid={`${id}-result`}>
          {result(data)}
        </div>
      ) : null}
    </Container>
  )
}
