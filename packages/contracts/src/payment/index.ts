/**
 * The bank-statement import (`POST /admin/bank-statements/import`): what
 * became of each incoming transfer of the statement.
 * - `paid`: it matched an unpaid bank-transfer order (variable symbol /
 *   reference = order number, same amount and currency), whose payment is now captured;
 * - `already_paid`: that order's payment was captured before (a statement imported twice);
 * - `amount_mismatch`, `currency_mismatch`: the order exists but the money differs — staff decide;
 * - `unknown_order`: no bank-transfer order has that number;
 * - `not_incoming`: an outgoing payment or a zero amount, not a customer's transfer;
 * - `invalid_row`: no readable amount or number;
 * - `failed`: the capture failed; importing again retries it.
 */
export const STATEMENT_OUTCOMES = [
  'paid',
  'already_paid',
  'amount_mismatch',
  'currency_mismatch',
  'unknown_order',
  'not_incoming',
  'invalid_row',
  'failed',
] as const;
export type StatementOutcome = (typeof STATEMENT_OUTCOMES)[number];

export type StatementLineResult = {
  /** The line of the file (1 is the header). */
  row: number;
  variable_symbol: string;
  amount: number | null;
  currency: string | null;
  outcome: StatementOutcome;
  order: { id: string; display_id: number; total: number; currency_code: string } | null;
};

export type BankStatementImportResult = {
  lines: StatementLineResult[];
  /** How many orders this import marked paid. */
  paid: number;
};

export * from './card-payment.js';
export * from './card-payment-schema.js';
export * from './installment-payment.js';
export * from './installment-payment-schema.js';
export * from './leasing.js';
export * from './leasing-schema.js';
