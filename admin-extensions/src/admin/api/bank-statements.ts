import type { BankStatementImportResult } from "@electroshop/contracts/payment"
import { uploadCsv } from "../lib/sdk"

/** A bank statement (CSV as the bank exports it) matched against unpaid bank-transfer orders. */
export const importBankStatement = (file: File) => uploadCsv<BankStatementImportResult>("/admin/bank-statements/import", file)
