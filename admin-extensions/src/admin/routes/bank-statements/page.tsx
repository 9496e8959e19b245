import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Receipt } from "@medusajs/icons"
import { StatusBadge, Table, Text } from "@medusajs/ui"
import type { BankStatementImportResult, StatementOutcome } from "@electroshop/contracts/payment"
import { formatMoney } from "@electroshop/domain/money"
import { Link } from "react-router-dom"
import { CsvImport } from "../../components/csv-import"
import { TableHead } from "../../components/table-head"
import { useT } from "../../lib/i18n"
import { importBankStatement } from "../../api/bank-statements"
import { LINK_CLASS } from "../../components/link-style"
import { withPermission } from "../../components/staff/require-permission"

const OUTCOME_COLOR: Record<StatementOutcome, "green" | "orange" | "red" | "grey" | "blue"> = {
  paid: "green",
  already_paid: "blue",
  amount_mismatch: "orange",
  currency_mismatch: "orange",
  unknown_order: "grey",
  not_incoming: "grey",
  invalid_row: "red",
  failed: "red",
}

/**
 * Bank statement import: staff upload the shop account's statement as their
 * bank exports it (CSV); every transfer that pays an unpaid bank-transfer
 * order (variable symbol / reference = order number, same amount) marks that
 * order paid, and each line says what became of it.
 */
const BankStatementsPage = () => {
  const { t } = useT()
  const summary = (data: BankStatementImportResult) => t("bankStatements.summary", { lines: data.lines.length, paid: data.paid })
  return (
    <CsvImport
      id="bank-statement"
      level="h1"
      texts="bankStatements.import"
      upload={importBankStatement}
      onDone={summary}
      result={(data) => (
        <div className="flex flex-col gap-y-3">
          <Text size="small" weight="plus">
            {summary(data)}
          </Text>
          <Table data-testid="bank-statement-lines">
            <TableHead
              columns={[
                t("bankStatements.columns.row"),
                t("bankStatements.columns.variable_symbol"),
                { label: t("bankStatements.columns.amount"), className: "text-right" },
                t("bankStatements.columns.outcome"),
                t("bankStatements.columns.order"),
              ]}
            />
            <Table.Body>
              {data.lines.map((line) => (
                <Table.Row key={line.row} data-testid={`bank-statement-line-${line.row}`}>
                  <Table.Cell>{line.row}</Table.Cell>
                  <Table.Cell>{line.variable_symbol || "—"}</Table.Cell>
                  <Table.Cell className="text-right">
                    {line.amount === null ? "—" : line.currency ? formatMoney(line.amount, line.currency) : String(line.amount)}
                  </Table.Cell>
                  <Table.Cell>
                    <StatusBadge color={OUTCOME_COLOR[line.outcome]}>{t(`bankStatements.outcome.${line.outcome}`)}</StatusBadge>
                  </Table.Cell>
                  <Table.Cell>
                    {line.order ? (
                      <Link to={`/orders/${line.order.id}`} className={LINK_CLASS}>
                        {`#${line.order.display_id} · ${formatMoney(line.order.total, line.order.currency_code)}`}
                      </Link>
                    ) : (
                      "—"
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        </div>
      )}
    />
  )
}

export const config = defineRouteConfig({
  label: "bankStatements.menu",
  icon: Receipt,
  translationNs: "electroshop",
})

export default withPermission("payment:read", BankStatementsPage)
