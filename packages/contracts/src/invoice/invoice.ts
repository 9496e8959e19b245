import { z } from 'zod';

import { queryInt } from '../shared/numbers.js';

/** A month of issue, YYYY-MM ("2026-12"). */
const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalid_month');

/** The file name an invoice is downloaded and attached with: its number ("FV2026-000042"), then the format's extension. */
export const invoiceFileName = (number: string, extension: string) => `${number.replace(/[^\w-]+/g, '_')}.${extension}`;

/**
 * How a line is taxed: VAT as usual, or the special scheme for second-hand goods the shop bought from
 * consumers (Czech VAT Act §90, Romanian Fiscal Code art. 312), whose lines show no VAT: the shop owes
 * VAT on its margin, which the VAT return computes, not the buyer's invoice.
 */
export const INVOICE_LINE_SCHEMES = ['standard', 'second_hand'] as const;
export type InvoiceLineScheme = (typeof INVOICE_LINE_SCHEMES)[number];

/**
 * An invoice, or a credit note ("opravný daňový doklad", "factură de stornare"): the correction of an
 * issued invoice, a document of its own with its own number (an issued invoice is never edited).
 */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * Why a credit note corrects its invoice (Czech VAT Act §45: the reason is printed): the order
 * cancelled (the whole invoice), goods returned (some quantities of its lines), a price lowered (an amount
 * off some lines).
 */
export const CREDIT_NOTE_REASONS = ['cancellation', 'return', 'price_correction'] as const;
export type CreditNoteReason = (typeof CREDIT_NOTE_REASONS)[number];

/** Who sells or buys, as the invoice names them (Czech VAT Act §29(1)(a, b); Romanian Fiscal Code art. 319(20)(e, f)). */
export type InvoiceParty = {
  name: string;
  /** IČO (cz) / CUI (ro), when the party is a company or a trader. */
  company_id: string | null;
  /** DIČ (cz) / VAT code (ro): named when the party is registered for VAT. */
  vat_id: string | null;
  /** The address, line by line, as printed. */
  address: string[];
  /** The same address in its parts, for the structured e-invoices (ISDOC, UBL); "" where it is not known. */
  postal: InvoicePostalAddress;
};

export type InvoicePostalAddress = { street: string; city: string; postal_code: string; country_code: string };

/** Amounts are in minor units of the invoice's currency (haléře, bani), as the tax is computed to them. */
export type InvoiceLine = {
  title: string;
  sku: string | null;
  quantity: number;
  scheme: InvoiceLineScheme;
  /** Percent; null for a second-hand line. */
  vat_rate: number | null;
  /** The price of one unit without VAT (with it, for a second-hand line). */
  unit_net: number;
  net: number;
  vat: number;
  total: number;
  /** On a credit note: the position (1-based) of the invoice's line it credits. */
  corrects_line?: number;
};

/** The tax base and the tax of one rate, computed from the rate's total with VAT (Czech VAT Act §37(2); Romanian Fiscal Code art. 319(20)(l)). */
export type InvoiceVatRate = { rate: number; net: number; vat: number; total: number };

/** An issued invoice as it is printed, kept as it was issued (an issued invoice is never edited; a correction is a credit note). */
export type InvoiceDocument = {
  /** Absent from documents issued before credit notes existed: those are invoices. */
  kind?: InvoiceKind;
  number: string;
  /**
   * A credit note's invoice and why it is corrected. A credit note's amounts are what it credits, positive,
   * as ISDOC's rules (DocumentType 2) and UBL's CreditNote want them; the printed one shows them with a minus.
   */
  corrects?: { number: string; issued_on: string; reason: CreditNoteReason } | null;
  /** The day it was issued and the day of the taxable supply (the goods handed over), as YYYY-MM-DD in the shop's time zone. */
  issued_on: string;
  supply_on: string;
  currency_code: string;
  /** The order's number, also the variable symbol of a payment. */
  order_display_id: number;
  /** Medusa's payment provider of the order ("pp_comgate_comgate", "pp_system_default"…), named in the shop's words when printed. */
  payment_provider: string | null;
  /**
   * Paid before the invoice was issued (card, bank transfer received, installments); otherwise due on
   * delivery or later. A credit note's is false: what it credits is refunded after it is issued.
   */
  paid: boolean;
  /**
   * The shop's account a payment by bank transfer goes to, printed on the invoice: the Czech domestic number
   * (null in Romania) and the IBAN. Absent from invoices issued before it was printed.
   */
  bank_account?: { number: string | null; iban: string } | null;
  supplier: InvoiceParty;
  customer: InvoiceParty;
  lines: InvoiceLine[];
  vat_rates: InvoiceVatRate[];
  /** The lines sold under the second-hand scheme, together. */
  second_hand_total: number;
  total: number;
};

/**
 * The specification's invoice states, for Romania's e-Factura (ANAF's SPV), following the upload:
 * in progress (uploaded, ANAF still validating), created (ANAF accepted and sealed it: the invoice exists
 * for the tax authority and the buyer), not created (refused by ANAF's validation, or not delivered).
 */
export const EFACTURA_STATES = ['in_progress', 'created', 'not_created'] as const;
export type EfacturaState = (typeof EFACTURA_STATES)[number];

/** An invoice's e-Factura: its state, ANAF's index of the upload, and why it was not created (ANAF's words). */
export type InvoiceEfactura = { state: EfacturaState; upload_id: string | null; errors: string[]; sent_at: string | null };

/** An invoice in the admin's list: no customer's name or address (personal data: the PDF carries them). */
export type AdminInvoice = {
  id: string;
  kind: InvoiceKind;
  number: string;
  /** A credit note's invoice. */
  corrects: { id: string; number: string } | null;
  reason: CreditNoteReason | null;
  order_id: string;
  order_display_id: number;
  issued_on: string;
  supply_on: string;
  currency_code: string;
  /** Minor units; a credit note's is negative (what it takes off the month's sales). */
  total: number;
  second_hand: boolean;
  /** Null where invoices are not reported (cz). */
  efactura: InvoiceEfactura | null;
};

export const INVOICES_PAGE_SIZE = 50;

/** GET /admin/invoices: by invoice or order number (q), an order, a month of issue (YYYY-MM), an e-Factura state. */
export const AdminInvoiceListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  order_id: z.string().trim().max(100).optional(),
  month: monthSchema.optional(),
  efactura_state: z.enum(EFACTURA_STATES).optional(),
  limit: queryInt().min(1).max(200).default(INVOICES_PAGE_SIZE),
  offset: queryInt().min(0).default(0),
});
export type AdminInvoiceListQuery = z.infer<typeof AdminInvoiceListQuerySchema>;

/** `efactura`: the shop reports its invoices to e-Factura (ro): their states are shown, and they can be sent again. */
export type AdminInvoiceListResponse = { invoices: AdminInvoice[]; count: number; efactura: boolean };

/** POST /admin/invoices/efactura/sync: every invoice in progress asked of ANAF now; how many are in each state after. */
export type AdminEfacturaSyncResponse = { checked: number; states: Record<EfacturaState, number> };

/**
 * POST /admin/invoices/:id/efactura (the invoice uploaded again, one not created) and POST
 * /admin/invoices/:id/send (its PDF e-mailed to the order's address again): the invoice as the list shows it.
 */
export type AdminInvoiceResponse = { invoice: AdminInvoice };

/** GET /admin/invoices/export: a month of issue (YYYY-MM) for the accountant. */
export const AdminInvoiceExportQuerySchema = z.object({ month: monthSchema });
export type AdminInvoiceExportQuery = z.infer<typeof AdminInvoiceExportQuerySchema>;

/** One line of an invoice, and how much of it its credit notes have credited so far (minor units). */
export type AdminCreditableLine = {
  /** Its position on the invoice, 1-based. */
  line: number;
  title: string;
  quantity: number;
  total: number;
  credited_quantity: number;
  credited_total: number;
};

/** GET /admin/invoices/:id/credit-notes: what the invoice's credit notes have credited, line by line, and the notes. */
export type AdminInvoiceCreditsResponse = { lines: AdminCreditableLine[]; credit_notes: AdminInvoice[] };

/**
 * POST /admin/invoices/:id/credit-notes. A cancellation credits whatever is left of every line (`lines` is
 * ignored); a return credits `quantity` units of each line named (their share of the line's total); a
 * price correction credits `amount` (minor units, with VAT) off each line named.
 */
export const AdminCreateCreditNoteSchema = z
  .object({
    reason: z.enum(CREDIT_NOTE_REASONS),
    lines: z
      .array(
        z
          .object({
            line: z.number().int().min(1).max(1000),
            quantity: z.number().int().min(1).max(100_000).optional(),
            amount: z.number().int().min(1).max(1_000_000_000).optional(),
          })
          .strict(),
      )
      .max(200)
      .default([]),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.reason === 'cancellation') return;
    const field = body.reason === 'return' ? 'quantity' : 'amount';
    if (!body.lines.some((line) => line[field] !== undefined))
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'required', params: { code: 'required' } });
  });
export type AdminCreateCreditNote = z.infer<typeof AdminCreateCreditNoteSchema>;

/** GET /store/orders/:id/invoices: the shopper's own order's invoices and credit notes, to download. */
export type StoreOrderInvoice = { id: string; kind: InvoiceKind; number: string; issued_on: string };
export type StoreOrderInvoicesResponse = { invoices: StoreOrderInvoice[] };
