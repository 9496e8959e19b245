import { Badge, Button, Text } from "@medusajs/ui"

import { packingApi, type AdminPackedUnit, type AdminPackingLine, type AdminPackingResponse } from "../../api/warehouse"
import { TitledSection } from "../../components/headings"
import { useT } from "../../lib/i18n"
import { lastScanned, packingTotals, remainingUnits, unitIdentity } from "../../lib/packing"
import { SCAN_CODE_ID } from "./scan-form"
import { usePackingChange } from "./use-packing-change"

type Packing = AdminPackingResponse["packing"]
type Undo = { run: (scanId: string) => void; pending: string | null }

/** A scan taken back (the wrong unit went in): the page shows the answer, and the focus returns to the scan's field. */
function useUndoScan(orderId: string): Undo {
  const { t } = useT()
  const mutation = usePackingChange(
    orderId,
    (scanId: string) => packingApi.unscan(orderId, scanId),
    { done: t("packing.lines.undone"), failed: t("packing.lines.undo_failed") },
    () => document.getElementById(SCAN_CODE_ID)?.focus(),
  )
  return { run: mutation.mutate, pending: mutation.isPending ? (mutation.variables ?? null) : null }
}

const UndoButton = ({ unit, name, undo }: { unit: AdminPackedUnit; name: string; undo: Undo }) => {
  const { t } = useT()
  return (
    <Button
      size="small"
      variant="secondary"
      type="button"
      aria-label={name}
      isLoading={undo.pending === unit.scan_id}
      disabled={undo.pending !== null}
      onClick={() => undo.run(unit.scan_id)}
    >
      {t("packing.lines.undo")}
    </Button>
  )
}

/** A scanned device of a line that records them: its IMEI or serial number, and its Undo. */
const UnitRow = ({ line, unit, undo }: { line: AdminPackingLine; unit: AdminPackedUnit; undo?: Undo }) => {
  const { t } = useT()
  const identity = unitIdentity(unit)
  const label = identity ? t(identity.kind === "imei" ? "packing.scan.imei" : "packing.scan.serial_number") : ""
  return (
    <li className="flex flex-wrap items-center justify-between gap-2" data-testid="packing-unit">
      <Text size="small" className="min-w-0 break-all">
        <span className="text-ui-fg-subtle">{label}</span> <span className="font-mono">{identity?.value}</span>
      </Text>
      {undo ? (
        <UndoButton unit={unit} undo={undo} name={t("packing.lines.undo_unit", { title: line.title, unit: `${label} ${identity?.value ?? ""}` })} />
      ) : null}
    </li>
  )
}

/**
 * A line to pack: the product and its SKU, the units scanned of those to pack ("1 / 2") with what is
 * left, and the devices scanned, each with its Undo; a line without identifiers has one Undo, of its
 * last scan.
 */
const PackingLineItem = ({ line, undo }: { line: AdminPackingLine; undo?: Undo }) => {
  const { t } = useT()
  const left = remainingUnits(line)
  const last = line.identifier ? undefined : lastScanned(line.units)
  return (
    <li className="flex flex-col gap-y-2 px-6 py-3" data-testid="packing-line">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1 basis-48">
          <Text size="small" weight="plus" className="break-words">
            {line.title}
          </Text>
          {line.sku ? (
            <Text size="xsmall" className="text-ui-fg-subtle break-all">
              {t("picking.columns.sku")} <span className="font-mono">{line.sku}</span>
            </Text>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span aria-hidden="true" className="text-base font-semibold tabular-nums" data-testid="packing-line-count">
            {`${line.scanned} / ${line.quantity}`}
          </span>
          <span className="sr-only">{t("packing.lines.count", { scanned: line.scanned, quantity: line.quantity })}</span>
          <Badge size="2xsmall" color={left ? "orange" : "green"} data-testid="packing-line-status">
            {left ? t("packing.lines.left", { units: left }) : t("packing.lines.done")}
          </Badge>
          {undo && last ? <UndoButton unit={last} undo={undo} name={t("packing.lines.undo_scan", { title: line.title })} /> : null}
        </div>
      </div>
      {line.identifier && line.units.length ? (
        <ul className="flex flex-col gap-y-1">
          {line.units.map((unit) => (
            <UnitRow key={unit.scan_id} line={line} unit={unit} undo={undo} />
          ))}
        </ul>
      ) : null}
    </li>
  )
}

/** The order's lines with how far their scanning is; `editable`: scans may be undone (not once packed, not without the right to pack). */
export const PackingLines = ({ packing, editable }: { packing: Packing; editable: boolean }) => {
  const { t } = useT()
  const undo = useUndoScan(packing.order_id)
  return (
    <TitledSection
      id="packing-lines-title"
      title={t("packing.lines.title")}
      description={t("packing.lines.progress", packingTotals(packing.lines))}
      testId="packing-lines"
    >
      <ul className="divide-y border-t">
        {packing.lines.map((line) => (
          <PackingLineItem key={line.line_item_id} line={line} undo={editable ? undo : undefined} />
        ))}
      </ul>
    </TitledSection>
  )
}
