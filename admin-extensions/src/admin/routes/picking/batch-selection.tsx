import { Button, Checkbox } from "@medusajs/ui"
import { createContext, useContext, useMemo, useState, type ReactNode } from "react"
import { useNavigate } from "react-router-dom"
import { PICKING_BATCH_MAX } from "@electroshop/contracts/warehouse"

import { Hint } from "../../components/field"
import { useT } from "../../lib/i18n"
import { pickingListPath, toggleOrder } from "../../lib/picking-list"

type Selection = { selected: string[]; toggle: (orderId: string, chosen: boolean) => void }

/*
 * The queue's orders chosen for one picking list, kept across its pages and tabs. Read through a
 * context by the row's checkbox, so that the table's columns stay the same as orders are ticked: new
 * columns would draw the rows' cells anew and take the keyboard's focus off the box just ticked.
 */
const SelectionContext = createContext<Selection>({ selected: [], toggle: () => undefined })

export const BatchSelection = ({ children }: { children: ReactNode }) => {
  const [selected, setSelected] = useState<string[]>([])
  const selection = useMemo(() => ({ selected, toggle: (id: string, chosen: boolean) => setSelected((ids) => toggleOrder(ids, id, chosen)) }), [selected])
  return <SelectionContext.Provider value={selection}>{children}</SelectionContext.Provider>
}

/** A row's "Select order #N"; once PICKING_BATCH_MAX are chosen, the others cannot be. */
export const SelectOrder = ({ orderId, displayId }: { orderId: string; displayId: number }) => {
  const { t } = useT()
  const { selected, toggle } = useContext(SelectionContext)
  const chosen = selected.includes(orderId)
  return (
    <Checkbox
      aria-label={t("picking.select_order", { order: displayId })}
      checked={chosen}
      disabled={!chosen && selected.length >= PICKING_BATCH_MAX}
      onCheckedChange={(checked) => toggle(orderId, checked === true)}
    />
  )
}

/** "Picking list (N)": opens the chosen orders' picking list, one walk for all of them; says so when no more can be chosen. */
export const BatchListButton = () => {
  const { t } = useT()
  const navigate = useNavigate()
  const { selected } = useContext(SelectionContext)
  return (
    <>
      <Hint role="status">{selected.length >= PICKING_BATCH_MAX ? t("picking.batch.max", { max: PICKING_BATCH_MAX }) : null}</Hint>
      <Button size="small" type="button" disabled={!selected.length} onClick={() => navigate(pickingListPath(selected))} data-testid="picking-batch-list">
        {t("picking.batch.open", { selected: selected.length })}
      </Button>
    </>
  )
}
