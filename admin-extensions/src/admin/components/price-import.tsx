import { Button, Container, Heading, Label, Text } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useRef, useState, type FormEvent } from "react"
import type { PriceImportResult } from "@electroshop/contracts/buyout"
import { ApiError } from "../lib/sdk"
import { useT } from "../lib/i18n"
import { notify } from "../lib/notify"

type Props = {
  /** Whose price list: its texts are `<catalogue>.import.*`, its test ids `<catalogue>-…`. */
  catalogue: "buyouts" | "service"
  upload: (file: File) => Promise<PriceImportResult>
  /** The queries showing the prices, refreshed after an import. */
  queryKey: readonly unknown[]
}

/**
 * Upload of a CSV price list (the buy-out's grades, the service's parts). The
 * server validates everything and changes nothing on any error; its message
 * (e.g. the missing column) and per-row errors are shown under the form and
 * in a toast.
 */
export const PriceImport = ({ catalogue, upload: send, queryKey }: Props) => {
  const { t } = useT()
  const id = catalogue === "buyouts" ? "buyout" : "service"
  const queryClient = useQueryClient()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [failure, setFailure] = useState<{ message: string; missing: string[]; rows: string[] } | null>(null)
  const [result, setResult] = useState<PriceImportResult | null>(null)

  const upload = useMutation({
    mutationFn: send,
    onSuccess: (data) => {
      setResult(data)
      setFailure(null)
      setFile(null)
      if (input.current) input.current.value = ""
      queryClient.invalidateQueries({ queryKey })
      notify.success(t(`${catalogue}.import.done`), { description: t(`${catalogue}.import.summary`, { ...data }) })
    },
    onError: (error) => {
      const reading = error instanceof ApiError ? error.reading : null
      const missing = reading?.extra("missing")
      setFailure({ message: error.message, missing: Array.isArray(missing) ? missing.map(String) : [], rows: reading?.fieldErrors("rows") ?? [] })
      setResult(null)
      notify.error(t(`${catalogue}.import.failed`), { error })
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!file) {
      setFailure({ message: t(`${catalogue}.import.no_file`), missing: [], rows: [] })
      return
    }
    upload.mutate(file)
  }

  return (
    <Container className="divide-y p-0" data-testid={`${id}-price-import`}>
      <div className="px-6 py-4">
        <Heading level="h2">{t(`${catalogue}.import.title`)}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {t(`${catalogue}.import.description`)}
        </Text>
      </div>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3 px-6 py-4">
        <div className="flex flex-col gap-y-1">
          <Label size="small" htmlFor={`${id}-price-file`}>
            {t(`${catalogue}.import.file`)}
          </Label>
          <input
            ref={input}
            id={`${id}-price-file`}
            name="file"
            type="file"
            accept=".csv,text/csv"
            className="txt-small text-ui-fg-base file:bg-ui-button-neutral file:border-ui-border-base file:mr-3 file:rounded-md file:border file:px-2 file:py-1"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null)
              setFailure(null)
            }}
          />
        </div>
        <Button size="small" type="submit" isLoading={upload.isPending}>
          {t(`${catalogue}.import.submit`)}
        </Button>
      </form>
      {failure ? (
        <div role="alert" className="flex flex-col gap-y-1 px-6 py-4" data-testid={`${id}-import-error`}>
          <Text size="small" weight="plus" className="text-ui-fg-error">
            {failure.message}
          </Text>
          {failure.missing.length ? (
            <Text size="small" className="text-ui-fg-error">
              {t(`${catalogue}.import.missing`, { columns: failure.missing.join(", ") })}
            </Text>
          ) : null}
          {failure.rows.map((row) => (
            <Text key={row} size="small" className="text-ui-fg-subtle">
              {row}
            </Text>
          ))}
        </div>
      ) : null}
      {result ? (
        <div role="status" className="px-6 py-4" data-testid={`${id}-import-result`}>
          <Text size="small">{t(`${catalogue}.import.summary`, { ...result })}</Text>
        </div>
      ) : null}
    </Container>
  )
}
