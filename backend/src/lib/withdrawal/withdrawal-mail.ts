import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

import { shopDay } from "../invoice/invoice-draft"
import { layout } from "../mail/layout"
import { sendEmail, shopSender } from "../mail/send-email"
import { decrypt } from "../pii-crypto"
import { shopOperator } from "../shop/operator"
import { shopVariant, storefrontUrl } from "../shop/variant"
import { withdrawalFormPdf, type WithdrawalForm } from "./withdrawal-form"
import { itemTitle, receivedAt, type WithdrawalMetadata, type WithdrawalOrder } from "./withdrawal-terms"

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

/**
 * The confirmation of a withdrawal, e-mailed once when it is made: what goes back, where to (the shop's address
 * or the store chosen), when the money comes back, and the EU model withdrawal form filled in, attached.
 */
export async function sendWithdrawalConfirmation(container: MedusaContainer, order: WithdrawalOrder, withdrawal: ReturnRecord): Promise<void> {
  if (!order.email) return
  const locale = shopVariant().locale
  const texts = TEXTS[locale]
  const number = String(order.display_id)
  const fill = (text: string, values: Record<string, string> = {}) =>
    Object.entries({ order: number, ...values }).reduce((out, [key, value]) => out.replaceAll(`{${key}}`, value), text)
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
    [{ href: `${storefrontUrl()}/order/${encodeURIComponent(order.id)}`, label: texts.order }],
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
