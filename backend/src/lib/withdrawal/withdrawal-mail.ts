import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { formatMoney } from "@electroshop/domain"

import { shopDay } from "../invoice/invoice-draft"
import { layout } from "../mail/layout"
import { sendEmail, shopSender } from "../mail/send-email"
import { decrypt } from "../pii-crypto"
import { shopOperator } from "../shop/operator"
import { shopVariant, storefrontUrl } from "../shop/variant"
import { withdrawalFormPdf, type WithdrawalForm } from "./withdrawal-form"
import { itemTitle, maskedAccount, receivedAt, type WithdrawalMetadata, type WithdrawalOrder } from "./withdrawal-terms"

const TEXTS = {
  cs: {
    subject: "Odstoupení od smlouvy k objednávce č. {order}",
    title: "Vaše odstoupení od smlouvy jsme přijali",
    intro:
      "Dobrý den, potvrzujeme, že jsme přijali vaše odstoupení od kupní smlouvy k objednávce č. {order}. V příloze je vyplněný formulář pro odstoupení od smlouvy.",
    carrier: "Zboží prosím zabalte a do 14 dnů pošlete na adresu: {address}.",
    store: "Zboží prosím do 14 dnů přineste na prodejnu {store}.",
    refund: "Peníze vám vrátíme do 14 dnů, nejdříve však poté, co zboží obdržíme. S vrácením peněz vám pošleme opravný daňový doklad.",
    order: "Stav objednávky",
    file: "odstoupeni-od-smlouvy-{order}.pdf",
    refunded_subject: "Vrátili jsme vám peníze za objednávku č. {order}",
    refunded_title: "Peníze za vrácené zboží jsou na cestě",
    refunded_intro: "Dobrý den, vrácené zboží z objednávky č. {order} jsme přijali a vracíme vám {amount}.",
    refunded_payment: "Peníze se vracejí stejnou cestou, jakou jste platili: na kartu, nebo splátkové společnosti, která sníží váš úvěr.",
    refunded_account: "Peníze posíláme převodem na váš účet {account}.",
    refunded_document: "Opravný daňový doklad jsme vám poslali zvlášť; najdete ho také u objednávky.",
  },
  ro: {
    subject: "Retragerea din contract pentru comanda nr. {order}",
    title: "Am primit retragerea dumneavoastră din contract",
    intro:
      "Bună ziua, confirmăm că am primit retragerea dumneavoastră din contractul de vânzare pentru comanda nr. {order}. Formularul de retragere completat este atașat.",
    carrier: "Vă rugăm să ambalați produsele și să le trimiteți în 14 zile la adresa: {address}.",
    store: "Vă rugăm să aduceți produsele în 14 zile la magazinul {store}.",
    refund: "Vă restituim banii în 14 zile, dar nu înainte de a primi produsele. Odată cu restituirea vă trimitem factura de stornare.",
    order: "Starea comenzii",
    file: "formular-retragere-{order}.pdf",
    refunded_subject: "V-am restituit banii pentru comanda nr. {order}",
    refunded_title: "Banii pentru produsele returnate sunt pe drum",
    refunded_intro: "Bună ziua, am primit produsele returnate din comanda nr. {order} și vă restituim {amount}.",
    refunded_payment: "Banii se restituie pe aceeași cale pe care ați plătit: pe card sau instituției de credit, care vă reduce creditul.",
    refunded_account: "Trimitem banii prin transfer bancar în contul dumneavoastră {account}.",
    refunded_document: "Factura de stornare v-am trimis-o separat; o găsiți și la comandă.",
  },
}

type ReturnRecord = {
  id: string
  created_at: Date | string
  metadata?: Record<string, unknown> | null
  items?: ({ item_id: string; quantity: unknown } | null)[] | null
}

/** The model withdrawal form of this return, filled in as the shopper sent it. */
function filledForm(order: WithdrawalOrder, withdrawal: ReturnRecord): WithdrawalForm {
  const operator = shopOperator()
  const address = order.billing_address
  const titles = new Map((order.items ?? []).filter((item) => !!item).map((item) => [item!.id, itemTitle(item!)]))
  const account = (withdrawal.metadata as Partial<WithdrawalMetadata> | null)?.refund_account_encrypted
  const received = receivedAt(order)
  return {
    trader: { name: operator.name, address: operator.address, email: operator.email },
    order_display_id: Number(order.display_id),
    ordered_on: shopDay(new Date(order.created_at)),
    received_on: received ? shopDay(received) : null,
    consumer: {
      name: [address?.first_name, address?.last_name].filter(Boolean).join(" "),
      address: [address?.address_1, address?.address_2, [address?.postal_code, address?.city].filter(Boolean).join(" ")].filter(
        (line): line is string => !!line?.trim(),
      ),
    },
    items: (withdrawal.items ?? []).filter((item) => !!item).map((item) => ({ title: titles.get(item!.item_id) ?? "", quantity: Number(item!.quantity) })),
    refund_account: account ? decrypt(account) : null,
    submitted_on: shopDay(new Date(withdrawal.created_at)),
  }
}

/** Fills a text's `{placeholders}`, `{order}` with the order's number. */
const filler =
  (order: WithdrawalOrder) =>
  (text: string, values: Record<string, string> = {}): string =>
    Object.entries({ order: String(order.display_id), ...values }).reduce((out, [key, value]) => out.replaceAll(`{${key}}`, value), text)

const orderLink = (order: WithdrawalOrder, label: string) => ({ href: `${storefrontUrl()}/order/${encodeURIComponent(order.id)}`, label })

/**
 * The confirmation of a withdrawal, e-mailed once when it is made: what goes back, where to (the shop's address
 * or the store chosen), when the money comes back, and the EU model withdrawal form filled in, attached.
 */
export async function sendWithdrawalConfirmation(container: MedusaContainer, order: WithdrawalOrder, withdrawal: ReturnRecord): Promise<void> {
  if (!order.email) return
  const locale = shopVariant().locale
  const texts = TEXTS[locale]
  const fill = filler(order)
  const metadata = withdrawal.metadata as unknown as WithdrawalMetadata
  const form = filledForm(order, withdrawal)
  const where =
    metadata.method === "store" && metadata.store_id
      ? fill(texts.store, { store: (await container.resolve(Modules.STOCK_LOCATION).retrieveStockLocation(metadata.store_id)).name })
      : fill(texts.carrier, { address: `${shopOperator().name}, ${shopOperator().address}` })
  const { html, text } = layout(
    texts.title,
    [fill(texts.intro), where, texts.refund],
    form.items.map((item): [string, string] => [item.title, `${item.quantity} ×`]),
    [orderLink(order, texts.order)],
  )
  const pdf = await withdrawalFormPdf(form, locale)
  await sendEmail(
    container,
    {
      to: order.email,
      from: shopSender(),
      subject: fill(texts.subject),
      html,
      text,
      attachments: [{ filename: fill(texts.file), contentType: "application/pdf", base64: pdf.toString("base64") }],
    },
    { template: "withdrawal-confirmation", resource_type: "order", resource_id: order.id, once_per: withdrawal.id },
  )
}

/**
 * The refund of a withdrawal, e-mailed once when it is made: how much and where it goes (the way the order was
 * paid, or the refund account, masked). The credit note went on its own when the goods were received.
 */
export async function sendWithdrawalRefunded(container: MedusaContainer, order: WithdrawalOrder, withdrawal: ReturnRecord, refundTo: "payment" | "account") {
  const refund = (withdrawal.metadata as Partial<WithdrawalMetadata> | null)?.refund
  if (!order.email || !refund) return
  const { locale, currencyCode } = shopVariant()
  const texts = TEXTS[locale]
  const fill = filler(order)
  const account = (withdrawal.metadata as Partial<WithdrawalMetadata>).refund_account_encrypted
  const where = refundTo === "account" && account ? fill(texts.refunded_account, { account: maskedAccount(decrypt(account)) }) : texts.refunded_payment
  const { html, text } = layout(
    texts.refunded_title,
    [fill(texts.refunded_intro, { amount: formatMoney(refund.amount, currencyCode) }), where, texts.refunded_document],
    [],
    [orderLink(order, texts.order)],
  )
  await sendEmail(
    container,
    { to: order.email, from: shopSender(), subject: fill(texts.refunded_subject), html, text },
    { template: "withdrawal-refunded", resource_type: "order", resource_id: order.id, once_per: withdrawal.id },
  )
}
