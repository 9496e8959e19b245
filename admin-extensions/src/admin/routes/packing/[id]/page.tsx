import { Container, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { useParams } from "react-router-dom"

import { packingApi, pickingKeys } from "../../../api/warehouse"
import { BackLink, DetailShell, useFailureToast } from "../../../components/list-page"
import { withPermission } from "../../../components/staff/require-permission"
import { useT } from "../../../lib/i18n"
import { ApiError } from "../../../lib/sdk"
import { PackingStation } from "../packing-station"

const CRATES = "/crates"

const notQueued = (error: unknown) => error instanceof ApiError && error.status === 404

/**
 * The packing station (issue 36; the specification's "packaging order detail"), `/packing/:id`: the
 * order's units scanned one by one (a USB or Bluetooth scanner, or typed), with the IMEI or serial
 * number of the devices that need one, then the order packed. Reached from a scanned crate and the
 * order's picking widget; no menu entry. An order not in the picking queue says so.
 */
const PackingPage = () => {
  const { t } = useT()
  const { id = "" } = useParams()
  const query = useQuery({
    queryKey: pickingKeys.packing(id),
    queryFn: () => packingApi.get(id),
    enabled: !!id,
    retry: (failures, error) => !notQueued(error) && failures < 1,
  })
  const missing = notQueued(query.error)
  useFailureToast(missing ? null : query.error, t("packing.load_failed"), "packing-load")
  const back = { to: CRATES, label: t("crates.title") }
  if (missing)
    return (
      <div className="flex flex-col gap-y-3">
        <BackLink {...back} />
        <Container className="px-6 py-8">
          <Text size="small" weight="plus" data-testid="packing-not-queued">
            {t("packing.not_queued")}
          </Text>
        </Container>
      </div>
    )
  return (
    <DetailShell back={back} query={query} failed={t("packing.load_failed")} testId="packing">
      {({ packing }) => <PackingStation packing={packing} />}
    </DetailShell>
  )
}

export default withPermission("fulfillment:read", PackingPage)
