import { Button, DropdownMenu } from "@medusajs/ui"
import { isPickingReset, PICKING_STATUSES, type PickingStatus } from "@electroshop/contracts/warehouse"
import { useCan } from "../../api/staff"
import { useT } from "../../lib/i18n"
import { usePickingChange } from "./use-picking-change"

/**
 * "Change status": a menu of the picking statuses with the order's own checked; choosing another saves
 * it. A menu rather than a select, so that moving through the choices with the arrow keys saves
 * nothing. Where a reset needs a supervisor the user is not, its choice says so. `named` adds the
 * order's number to the button's name, for a list of them.
 */
export const PickingStatusMenu = ({ orderId, displayId, status, named }: { orderId: string; displayId: number; status: PickingStatus; named?: boolean }) => {
  const { t } = useT()
  const { change, dialog } = usePickingChange(orderId, displayId)
  const mayApprove = useCan("supervisor:approve")
  const name = named ? t("picking.change_order", { order: displayId }) : t("picking.change")
  return (
    <>
      <DropdownMenu>
        <DropdownMenu.Trigger asChild>
          <Button size="small" variant="secondary" aria-label={name}>
            {t("picking.change")}
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="end" aria-label={name}>
          <DropdownMenu.RadioGroup value={status} onValueChange={(to) => (to === status ? undefined : change(to as PickingStatus))}>
            {PICKING_STATUSES.map((to) => (
              <DropdownMenu.RadioItem key={to} value={to}>
                {t(`picking.status.${to}`)}
                {mayApprove === false && isPickingReset(status, to) ? (
                  <DropdownMenu.Hint className="pl-3 tracking-normal">{t("picking.needs_supervisor")}</DropdownMenu.Hint>
                ) : null}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu>
      {dialog}
    </>
  )
}
