import { handoverApi, pickingKeys, type AdminHandover } from "../../../api/warehouse"
import { ConfirmButton } from "../../../components/delete-button"
import { useT } from "../../../lib/i18n"
import { carrierName } from "../../../lib/parcels"

/**
 * "Hand over to Packeta (3)", asked first: the open batch is handed to the driver, each parcel shipped
 * and its shopper e-mailed the tracking link; the page then shows it handed over, and the lists, the
 * orders' parcels and the picking queue refresh. A refusal (a parcel whose order was cancelled
 * meanwhile, which staff take out before closing again; closed or emptied meanwhile) is a toast with
 * the backend's message, and the batch reloads.
 */
export const HandOver = ({ handover }: { handover: AdminHandover }) => {
  const { t } = useT()
  const carrier = carrierName(handover.carrier)
  const count = handover.parcels.length
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 px-6 py-4">
      <ConfirmButton
        label={t("handovers.detail.close", { carrier, parcels: count })}
        ask={{
          title: t("handovers.detail.close_title", { carrier }),
          description: t("handovers.detail.close_confirm", { carrier, count }),
          cancel: t("common.cancel"),
        }}
        run={() => handoverApi.close(handover.id)}
        invalidates={pickingKeys.all}
        done={t("handovers.detail.closed", { carrier, count })}
        failed={t("handovers.detail.close_failed")}
        variant="primary"
        testId="handover-close"
      />
    </div>
  )
}
