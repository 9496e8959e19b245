import { Alert, Button, FocusModal, Heading, Tabs, Text } from "@medusajs/ui"
import { useMutation, useQuery } from "@tanstack/react-query"
import { z } from "zod"

import { notify } from "../../lib/notify"
import { useT } from "../../lib/i18n"
import { useZodForm } from "../../lib/form"
import { cdnPurgeApi, parseKeys, purgeFailure, type PurgeBody, type PurgeResult } from "../../api/cdn-purge"
import { BooleanField, Hint, LabelledInput } from "../field"
import { ModalHeader } from "../dialog-headers"

const TABS = ["default", "url", "key", "full"] as const

/** The dialog's one form; messages are translation keys. Only the open tab's field is checked. */
const purgeFormSchema = z
  .object({ tab: z.enum(TABS), url: z.string().trim(), keys: z.string(), soft: z.boolean(), confirm_all: z.boolean() })
  .superRefine((form, ctx) => {
    if (form.tab === "url" && !form.url) ctx.addIssue({ code: "custom", path: ["url"], message: "cdnPurge.url_required" })
    if (form.tab === "key" && parseKeys(form.keys).length === 0) ctx.addIssue({ code: "custom", path: ["keys"], message: "cdnPurge.keys_required" })
  })

type PurgeForm = z.infer<typeof purgeFormSchema>

/** What the open tab purges: Default the keys the backend names for html and endpoint. */
function purgeBody(form: PurgeForm, defaultKeys: string[]): PurgeBody {
  if (form.tab === "full") return { mode: "full" }
  if (form.tab === "url") return { mode: "url", url: form.url, soft_purge: form.soft }
  return { mode: "key", keys: form.tab === "key" ? parseKeys(form.keys) : defaultKeys, soft_purge: form.soft }
}

/**
 * The cache-purge dialog: tabs Default (the keys for html and endpoint), URL,
 * Key and Purge All. A failure shows the spec's alert 'Failed to purge cache'
 * with the backend's reason; a missing CDN configuration says so.
 */
export const CdnPurgeModal = ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) => {
  const { t } = useT()
  const form = useZodForm(purgeFormSchema, { tab: "default", url: "", keys: "", soft: false, confirm_all: false })
  const tab = form.watch("tab")

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

  const submit = form.handleSubmit((values) => purge.mutate(purgeBody(values, defaultKeys)))

  const changeTab = (next: string) => {
    form.setValue("tab", next as PurgeForm["tab"])
    form.clearErrors()
    purge.reset()
  }
  const softSwitch = <BooleanField control={form.control} name="soft" id="cdn-purge-soft" label={t("cdnPurge.soft_purge")} as="switch" />

  return (
    <FocusModal open={open} onOpenChange={onOpenChange}>
      <FocusModal.Content aria-describedby={undefined}>
        <form onSubmit={submit} className="flex h-full flex-col overflow-hidden">
          <ModalHeader>
            <FocusModal.Title asChild>
              <Heading level="h2">{t("cdnPurge.title")}</Heading>
            </FocusModal.Title>
          </ModalHeader>
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
                <Text size="xsmall" className="text-ui-fg-subtle">
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
                    <LabelledInput
                      id="cdn-purge-url"
                      label={t("cdnPurge.url_label")}
                      hint={t("cdnPurge.url_help")}
                      placeholder="/p/apple-iphone-16"
                      {...form.field("url")}
                    />
                    {softSwitch}
                  </Tabs.Content>
                  <Tabs.Content value="key" className="flex flex-col gap-y-4">
                    <LabelledInput
                      id="cdn-purge-keys"
                      label={t("cdnPurge.keys_label")}
                      hint={t("cdnPurge.keys_help")}
                      placeholder="product-apple-iphone-16"
                      {...form.field("keys")}
                    />
                    {softSwitch}
                  </Tabs.Content>
                  <Tabs.Content value="full" className="flex flex-col gap-y-4">
                    <Alert variant="warning">{t("cdnPurge.full_help")}</Alert>
                    <BooleanField control={form.control} name="confirm_all" id="cdn-purge-confirm-all" label={t("cdnPurge.full_confirm")} />
                  </Tabs.Content>
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
                disabled={tab === "full" && !form.watch("confirm_all")}
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
