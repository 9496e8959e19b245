import { Button, Text } from "@medusajs/ui"
import { useState } from "react"
import { Link } from "react-router-dom"
import { z } from "zod"

import { crateApi, type AdminCrate } from "../../api/warehouse"
import { CameraScanButton } from "../../components/camera-scan"
import { CODE_INPUT, LabelledInput } from "../../components/field"
import { InlineForm } from "../../components/form-modals"
import { TitledSection } from "../../components/headings"
import { LINK_CLASS } from "../../components/link-style"
import { SERVER, scanned, useServerFieldErrors, useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { errorMessage } from "../../lib/notify"
import { packingPath } from "../../lib/packing"

const schema = z.object({ code: z.string().trim().min(1, "crates.code_required") })

/**
 * "Scan a crate": the order waiting in the crate whose label is scanned (a USB scanner types the code
 * and presses Enter) or typed, with links to pack it (the packing station) and to its page. An unknown code or an
 * empty crate is the field's error, in the backend's words. Either way the code stays selected, so
 * that the next scan replaces it.
 */
export const CrateScan = () => {
  const { t } = useT()
  const form = useZodForm(schema, { code: "" })
  const fieldErrors = useServerFieldErrors()
  const [found, setFound] = useState<AdminCrate | null>(null)
  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFound(null)
    try {
      setFound((await crateApi.scan(code)).crate)
    } catch (error) {
      form.setError("code", { type: SERVER, message: fieldErrors(error)?.code ?? errorMessage(error) ?? t("common.load_failed") })
    }
    form.setFocus("code", { shouldSelect: true })
  })
  const order = found?.order
  return (
    <TitledSection id="crate-scan-title" title={t("crates.scan.title")} description={t("crates.scan.description")} testId="crate-scan">
      <div className="flex flex-col gap-y-3 px-6 pb-4">
        <InlineForm onSubmit={onSubmit} submitting={form.formState.isSubmitting} submitLabel={t("crates.scan.find")}>
          <LabelledInput id="crate-scan-code" label={t("crates.scan.code")} {...CODE_INPUT} fieldClassName="w-full sm:w-64" {...form.field("code")} />
          <CameraScanButton field={t("crates.scan.code")} onCode={scanned(form, "code", onSubmit)} />
        </InlineForm>
        <div role="status" data-testid="crate-scan-result">
          {found && order ? (
            <div className="bg-ui-bg-subtle border-ui-border-base flex flex-col gap-y-1 rounded-md border px-4 py-3">
              <Text size="small" weight="plus">
                {t("crates.scan.found", { code: found.code, order: order.display_id })}
              </Text>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <Button size="small" asChild>
                  <Link to={packingPath(order.order_id)} data-testid="crate-scan-pack">
                    {t("crates.scan.pack_order", { order: order.display_id })}
                  </Link>
                </Button>
                <Text size="small">
                  <Link to={`/orders/${order.order_id}`} className={LINK_CLASS}>
                    {t("crates.scan.open_order", { order: order.display_id })}
                  </Link>
                </Text>
              </div>
            </div>
          ) : null}
        </div>
      </div>
    </TitledSection>
  )
}
