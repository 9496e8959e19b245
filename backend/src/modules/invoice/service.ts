import type { Context } from "@medusajs/framework/types"
import { InjectManager, InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import type { CreditNoteReason, InvoiceDocument, InvoiceKind } from "@electroshop/contracts/invoice"

import { decrypt, encrypt } from "../../lib/pii-crypto"
import { Invoice } from "./models/invoice"
import { InvoiceSeries } from "./models/invoice-series"
import { AnafEfacturaClient, anafOptionsFromEnv, type AnafOptions } from "./providers/anaf-efactura"

/** ANAF's API options (medusa-config reads them from the environment). */
export type InvoiceModuleOptions = { efactura?: AnafOptions }

/** An invoice or a credit note to issue: everything but its number, which the series gives. */
export type InvoiceDraft = Omit<InvoiceDocument, "number"> & { order_id: string }

const readDocument = (encrypted: string) => JSON.parse(decrypt(encrypted)) as InvoiceDocument

/** "FV2026-000042": the series' prefix and year, then the number within the year. */
export const invoiceNumber = (series: string, sequence: number) => `${series}-${String(sequence).padStart(6, "0")}`

export default class InvoiceModuleService extends MedusaService({ Invoice, InvoiceSeries }) {
  /** Romania's e-Factura (ANAF's SPV), where the invoices are reported. */
  readonly efactura: AnafEfacturaClient

  constructor(container: Record<string, unknown>, options: InvoiceModuleOptions = {}) {
    // eslint-disable-next-line prefer-rest-params
    super(...arguments)
    this.efactura = new AnafEfacturaClient(options.efactura ?? anafOptionsFromEnv({}))
  }

  /**
   * Issues the order's invoice with the next number of `series` ("FV2026"), or answers the one it
   * has. The series' row is locked first, so invoices are numbered one at a time: a second issue of
   * the same order waits, then finds the first one's invoice and takes no number. The number and the
   * invoice are written in one transaction, so a failure gives the number back and the series has no
   * gap (Czech VAT Act §29(1)(c), Romanian Fiscal Code art. 319(20)(a): one continuous series).
   */
  @InjectTransactionManager()
  async issueInvoice(
    series: string,
    draft: InvoiceDraft,
    @MedusaContext() sharedContext: Context<EntityManager> = {},
  ): Promise<{ id: string; number: string; issued: boolean }> {
    const manager = sharedContext.transactionManager!
    await this.lockSeries(manager, series)
    const [existing]: { id: string; number: string }[] = await manager.execute(
      `select id, number from invoice where order_id = ? and kind = 'invoice' and deleted_at is null`,
      [draft.order_id],
    )
    if (existing) return { ...existing, issued: false }
    return { ...(await this.createDocument(manager, series, draft, {}, sharedContext)), issued: true }
  }

  /**
   * Issues a credit note correcting the invoice `invoiceId`, made by `build` from the invoice and its
   * earlier credit notes (which refuses what cannot be credited), with the next number of `series`
   * ("OD2026"); null when there is no such invoice. The invoice's row is locked first, so two credit notes
   * of one invoice are made one after the other and the second sees what the first credited: together they
   * never credit more than the invoice. Numbered as invoices are, in one transaction, with no gap. `returnId`:
   * the return whose goods it credits.
   */
  @InjectTransactionManager()
  async issueCreditNote(
    invoiceId: string,
    series: string,
    build: (invoice: InvoiceDocument & { order_id: string; kind: InvoiceKind }, creditNotes: InvoiceDocument[]) => InvoiceDraft,
    returnId: string | null = null,
    @MedusaContext() sharedContext: Context<EntityManager> = {},
  ): Promise<{ id: string; number: string } | null> {
    const manager = sharedContext.transactionManager!
    const [invoice]: { kind: InvoiceKind; order_id: string; document_encrypted: string }[] = await manager.execute(
      `select kind, order_id, document_encrypted from invoice where id = ? and deleted_at is null for update`,
      [invoiceId],
    )
    if (!invoice) return null
    const earlier: { document_encrypted: string }[] = await manager.execute(
      `select document_encrypted from invoice where corrects_invoice_id = ? and deleted_at is null order by sequence`,
      [invoiceId],
    )
    const draft = build(
      { ...readDocument(invoice.document_encrypted), order_id: invoice.order_id, kind: invoice.kind },
      earlier.map((note) => readDocument(note.document_encrypted)),
    )
    await this.lockSeries(manager, series)
    return this.createDocument(
      manager,
      series,
      draft,
      { corrects_invoice_id: invoiceId, reason: draft.corrects?.reason ?? null, return_id: returnId },
      sharedContext,
    )
  }

  /** Locks the series' row (made on its first use), so its documents are numbered one at a time. */
  private async lockSeries(manager: EntityManager, series: string): Promise<void> {
    await manager.execute(
      `insert into invoice_series (id, last_number, created_at, updated_at) values (?, 0, now(), now())
       on conflict (id) do update set updated_at = invoice_series.updated_at`,
      [series],
    )
    await manager.execute(`select last_number from invoice_series where id = ? for update`, [series])
  }

  /** Writes the document with the locked series' next number. */
  private async createDocument(
    manager: EntityManager,
    series: string,
    draft: InvoiceDraft,
    correction: { corrects_invoice_id?: string; reason?: CreditNoteReason | null; return_id?: string | null },
    sharedContext: Context<EntityManager>,
  ): Promise<{ id: string; number: string }> {
    const [{ last_number: sequence }]: { last_number: number }[] = await manager.execute(
      `update invoice_series set last_number = last_number + 1, updated_at = now() where id = ? returning last_number`,
      [series],
    )
    const number = invoiceNumber(series, sequence)
    const { order_id, ...document } = draft
    const kind = document.kind ?? "invoice"
    const invoice = await this.createInvoices(
      {
        kind,
        order_id,
        ...correction,
        order_display_id: document.order_display_id,
        series,
        sequence,
        number,
        issued_on: document.issued_on,
        supply_on: document.supply_on,
        currency_code: document.currency_code,
        total: kind === "credit_note" ? -document.total : document.total,
        second_hand: document.lines.some((line) => line.scheme === "second_hand"),
        document_encrypted: encrypt(JSON.stringify({ ...document, number } satisfies InvoiceDocument)),
      },
      sharedContext,
    )
    return { id: invoice.id, number }
  }

  /**
   * Marks the invoice in progress for its upload to e-Factura: one never sent, or one whose upload got no
   * answer `staleAfterSeconds` ago (the process sending it ended mid-call), or (`resend`) one not created;
   * false when it is not such an invoice (any more). One conditional update, so two sends at once (the
   * subscriber and the job, a double click on "Send again") upload it once.
   */
  @InjectManager()
  async claimEfacturaUpload(
    id: string,
    { resend, staleAfterSeconds }: { resend: boolean; staleAfterSeconds: number },
    @MedusaContext() sharedContext: Context<EntityManager> = {},
  ): Promise<boolean> {
    const claimable = resend
      ? "efactura_state = 'not_created'"
      : `(efactura_state is null or (efactura_state = 'in_progress' and efactura_upload_id is null and efactura_sent_at < now() - make_interval(secs => ?)))`
    const rows: unknown[] = await sharedContext.manager!.execute(
      `update invoice set efactura_state = 'in_progress', efactura_upload_id = null, efactura_download_id = null,
         efactura_errors = '{"messages": []}'::jsonb, efactura_sent_at = now(), updated_at = now()
       where id = ? and deleted_at is null and ${claimable} returning id`,
      resend ? [id] : [id, staleAfterSeconds],
    )
    return rows.length > 0
  }

  /** The invoice as it was issued, to print; null when there is no such invoice. */
  async invoiceDocument(id: string): Promise<InvoiceDocument | null> {
    const [invoice] = await this.listInvoices({ id }, { select: ["document_encrypted"], take: 1 })
    return invoice ? readDocument(invoice.document_encrypted) : null
  }
}
