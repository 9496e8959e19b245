import { Alert, Button, Checkbox, FocusModal, Heading, Input, Label, Switch, Tabs, Text } from "@medusajs/ui"
import { useMutation, useQuery } from "@tanstack/react-query"
import { useState, type FormEvent } from "react"

import { notify } from "../../lib/notify"
import { useT } from "../../lib/i18n"
import { cdnPurgeApi, parseKeys, purgeFailure, type PurgeBody, type PurgeResult } from "./purge-api"
import { Hint } from "../field"

type Tab = "default" | "url" | "key" | "full"

/**
 * The cache-purge dialog: tabs Default (the keys for html and endpoint), URL,
 * Key and Purge All. A failure shows the spec's alert 'Failed to purge cache'
 * with the backend's reason; a missing CDN configuration says so.
 */
export const CdnPurgeModal = ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) => {
  const { t } = useT()
  const [tab, setTab] = useState<Tab>("default")
  const [url, setUrl] = useState("")
  const [keys, setKeys] = useState("")
  const [soft, setSoft] = useState(false)
  const [confirmAll, setConfirmAll] = useState(false)
  const [inputError, setInputError] = useState<string | null>(null)

  const status = useQuery({ queryKey: ["electroshop", "cdn-purge-status"], queryFn: cdnPurgeApi.status, enabled: open })
  const defaultKeys = status.data?.default_keys ?? ["html", "endpoint"]

  const purge = useMutation({
    mutationFn: (body: PurgeBody) => cdnPurgeApi.purge(body),
    onSuccess: (result) => notify.success(t("cdnPurge.purged"), { description: describe(result) }),
    onError: (error) => {
      const { title, detail } = purgeFailure(error, t)
      notify.error(title, { description: detail, id: "cdn-purge-failed" })
    },
  })

  const failure = purge.isError ? purgeFailure(purge.error, t) : null

  const describe = (result: PurgeResult) =>
    result.mode === "full"
      ? t("cdnPurge.purged_detail_full")
      : result.mode === "url"
        ? t("cdnPurge.purged_detail_url", { url: result.url ?? "" })
        : t("cdnPurge.purged_detail_keys", { keys: (result.keys ?? []).join(" ") })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setInputError(null)
    if (tab === "default") return purge.mutate({ mode: "key", keys: defaultKeys, soft_purge: soft })
    if (tab === "key") {
      const list = parseKeys(keys)
      if (list.length === 0) return setInputError(t("cdnPurge.keys_required"))
      return purge.mutate({ mode: "key", keys: list, soft_purge: soft })
    }
    if (tab === "url") {
      if (!url.trim()) return setInputError(t("cdnPurge.url_required"))
      return purge.mutate({ mode: "url", url: url.trim(), soft_purge: soft })
    }
    purge.mutate({ mode: "full" })
  }

  const changeTab = (next: string) => {
    setTab(next as Tab)
    setInputError(null)
    purge.reset()
  }
  const softSwitch = (
    <div className="flex items-center gap-x-2">
      <Switch id="cdn-purge-soft" checked={soft} onCheckedChange={setSoft} />
      <Label htmlFor="cdn-purge-soft" size="small">
        {t("cdnPurge.soft_purge")}
      </Label>
    </div>
  )

  return (
    <FocusModal open={open} onOpenChange={onOpenChange}>
      <FocusModal.Content aria-describedby={undefined}>
        <form onSubmit={submit} className="flex h-full flex-col overflow-hidden">
          <FocusModal.Header>
            <FocusModal.Title asChild>
              <Heading level="h2">{t("cdnPurge.title")}</Heading>
            </FocusModal.Title>
          </FocusModal.Header>
          <FocusModal.Body className="flex flex-1 flex-col items-center overflow-y-auto py-10">
            <div className="flex w-full max-w-[640px] flex-col gap-y-6">
              <Hint>{t("cdnPurge.description")}</Hint>
              {status.isPending ? (
                <Hint role="status">{t("cdnPurge.checking")}</Hint>
              ) : status.data && !status.data.configured ? (
                <Alert variant="warning" data-testid="cdn-not-configured">
                  {t("cdnPurge.not_configured")}. {t("cdnPurge.not_configured_hint")}
                </Alert>
              ) : status.data?.service_id ? (
                <Text size="xsmall" className="text-ui-fg-muted">
                  {t("cdnPurge.service", { id: status.data.service_id })}
                </Text>
              ) : null}

              <Tabs value={tab} onValueChange={changeTab}>
                <Tabs.List>
                  <Tabs.Trigger value="default">{t("cdnPurge.tabs.default")}</Tabs.Trigger>
                  <Tabs.Trigger value="url">{t("cdnPurge.tabs.url")}</Tabs.Trigger>
                  <Tabs.Trigger value="key">{t("cdnPurge.tabs.key")}</Tabs.Trigger>
                  <Tabs.Trigger value="full">{t("cdnPurge.tabs.full")}</Tabs.Trigger>
                </Tabs.List>
                <div className="flex flex-col gap-y-4 pt-6">
                  <Tabs.Content value="default" className="flex flex-col gap-y-4">
                    <Text size="small">{t("cdnPurge.default_help", { keys: defaultKeys.join(", ") })}</Text>
                    {softSwitch}
                  </Tabs.Content>
                  <Tabs.Content value="url" className="flex flex-col gap-y-4">
                    <HelpedInput id="cdn-purge-url" label={t("cdnPurge.url_label")} help={t("cdnPurge.url_help")} value={url} onChange={setUrl} placeholder="/p/apple-iphone-16" invalid={!!inputError} />
                    {softSwitch}
                  </Tabs.Content>
                  <Tabs.Content value="key" className="flex flex-col gap-y-4">
                    <HelpedInput
                      id="cdn-purge-keys"
                      label={t("cdnPurge.keys_label")}
                      help={t("cdnPurge.keys_help")}
                      value={keys}
                      onChange={setKeys}
                      placeholder="product-apple-iphone-16"
                      invalid={!!inputError}
                    />
                    {softSwitch}
                  </Tabs.Content>
                  <Tabs.Content value="full" className="flex flex-col gap-y-4">
                    <Alert variant="warning">{t("cdnPurge.full_help")}</Alert>
                    <div className="flex items-center gap-x-2">
                      <Checkbox id="cdn-purge-confirm-all" checked={confirmAll} onCheckedChange={(v) => setConfirmAll(v === true)} />
                      <Label htmlFor="cdn-purge-confirm-all" size="small">
                        {t("cdnPurge.full_confirm")}
                      </Label>
                    </div>
                  </Tabs.Content>
                  {inputError ? (
                    <Text size="small" className="text-ui-fg-error" role="alert">
                      {inputError}
                    </Text>
                  ) : null}
                  {failure ? (
                    <Alert variant="error" data-testid="cdn-purge-error">
                      <div className="flex flex-col gap-y-1">
                        <span className="font-medium">{failure.title}</span>
                        {failure.detail ? <span>{failure.detail}</span> : null}
                      </div>
                    </Alert>
                  ) : null}
                  {purge.isSuccess ? (
                    <Alert variant="success" data-testid="cdn-purge-success">
                      <div className="flex flex-col gap-y-1">
                        <span className="font-medium">{t("cdnPurge.purged")}</span>
                        <span>{describe(purge.data)}</span>
                      </div>
                    </Alert>
                  ) : null}
                </div>
              </Tabs>
            </div>
          </FocusModal.Body>
          <FocusModal.Footer>
            <div className="flex items-center justify-end gap-x-2">
              <FocusModal.Close asChild>
                <Button size="small" variant="secondary" type="button">
                  {t("cdnPurge.close")}
                </Button>
              </FocusModal.Close>
              <Button
                size="small"
                type="submit"
                variant={tab === "full" ? "danger" : "primary"}
                isLoading={purge.isPending}
                disabled={tab === "full" && !confirmAll}
                data-testid="cdn-purge-submit"
              >
                {purge.isPending ? t("cdnPurge.purging") : t("cdnPurge.purge")}
              </Button>
            </div>
          </FocusModal.Footer>
        </form>
      </FocusModal.Content>
    </FocusModal>
  )
}

const HelpedInput = ({ id, label, help, value, onChange, placeholder, invalid }: { id: string; label: string; help: string; value: string; onChange: (value: string) => void; placeholder: string; invalid: boolean }) => (
  <div className="flex flex-col gap-y-2">
    <Label htmlFor={id}>{label}</Label>
    <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} aria-invalid={invalid} />
    <Hint size="xsmall">{help}</Hint>
  </div>
)
