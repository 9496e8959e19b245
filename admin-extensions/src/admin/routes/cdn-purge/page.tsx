import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ArrowPath } from "@medusajs/icons"
import { Button, Container, Heading, Text } from "@medusajs/ui"
import { useState } from "react"

import { CdnPurgeModal } from "../../components/cdn-purge/cdn-purge-modal"
import { useT } from "../../lib/i18n"

/** The admin menu entry of the cache purge: it opens the purge dialog at once (and again from the button). */
const CdnPurgePage = () => {
  const { t } = useT()
  const [open, setOpen] = useState(true)
  return (
    <Container className="flex flex-col items-start gap-y-3 px-6 py-4">
      <Heading level="h1">{t("cdnPurge.title")}</Heading>
      <Text size="small" className="text-ui-fg-subtle">
        {t("cdnPurge.description")}
      </Text>
      <Button size="small" variant="secondary" onClick={() => setOpen(true)}>
        {t("cdnPurge.open")}
      </Button>
      <CdnPurgeModal open={open} onOpenChange={setOpen} />
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "cdnPurge.menu",
  icon: ArrowPath,
  translationNs: "electroshop",
})

export default CdnPurgePage
