import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ArrowPath } from "@medusajs/icons"
import { Button } from "@medusajs/ui"
import { useState } from "react"

import { CdnPurgeModal } from "../../components/cdn-purge/cdn-purge-modal"
import { useT } from "../../lib/i18n"
import { PageTitle } from "../../components/headings"
import { withPermission } from "../../components/staff/require-permission"

/** The admin menu entry of the cache purge: it opens the purge dialog at once (and again from the button). */
const CdnPurgePage = () => {
  const { t } = useT()
  const [open, setOpen] = useState(true)
  return (
    <PageTitle title={t("cdnPurge.title")} description={t("cdnPurge.description")}>
      <Button size="small" variant="secondary" onClick={() => setOpen(true)}>
        {t("cdnPurge.open")}
      </Button>
      <CdnPurgeModal open={open} onOpenChange={setOpen} />
    </PageTitle>
  )
}

export const config = defineRouteConfig({
  label: "cdnPurge.menu",
  icon: ArrowPath,
  translationNs: "electroshop",
})

export default withPermission("cdn:purge", CdnPurgePage)
