import { layout } from "../mail/layout"
import { shopSender, type MailMessage } from "../mail/send-email"
import { shopVariant, storefrontUrl } from "../shop/variant"

const TEXTS = {
  cs: {
    subject: "Objednávka č. {number} je zrušená",
    title: "Vaše objednávka č. {number} je zrušená",
    intro: "Dobrý den, objednávku č. {number} jsme zrušili. Zboží z ní jsme vrátili do nabídky.",
    card: "Zaplacenou částku {amount} jsme vrátili na vaši platební kartu; na účtu ji obvykle uvidíte do několika pracovních dnů.",
    transfer: "Zaplacenou částku {amount} vám pošleme převodem zpět na účet, ze kterého přišla.",
    other: "Zaplacenou částku {amount} vám vracíme stejnou cestou, jakou jste platili.",
    later: "Zaplacenou částku {amount} vám co nejdříve vrátíme stejnou cestou, jakou jste platili.",
    installment: "Žádost o splátky jsme u splátkové společnosti zrušili, nic nesplácíte.",
    unpaid: "Objednávka nebyla zaplacená, nic se tedy nevrací.",
    order: "Stav objednávky",
    footer: "ElektroShop. Tento e-mail byl odeslán automaticky.",
  },
  ro: {
    subject: "Comanda nr. {number} a fost anulată",
    title: "Comanda dumneavoastră nr. {number} a fost anulată",
    intro: "Bună ziua, am anulat comanda nr. {number}. Produsele din ea au revenit în ofertă.",
    card: "Suma plătită de {amount} a fost returnată pe cardul dumneavoastră; o veți vedea în cont de obicei în câteva zile lucrătoare.",
    transfer: "Suma plătită de {amount} vă va fi trimisă înapoi prin transfer în contul din care a venit.",
    other: "Suma plătită de {amount} vă este returnată pe aceeași cale pe care ați plătit.",
    later: "Suma plătită de {amount} vă va fi returnată cât mai curând pe aceeași cale pe care ați plătit.",
    installment: "Am anulat cererea de rate la instituția financiară, nu aveți nimic de plătit.",
    unpaid: "Comanda nu a fost plătită, așa că nu se returnează nimic.",
    order: "Starea comenzii",
    footer: "ElektroShop. Acest e-mail a fost trimis automat.",
  },
}

/**
 * What became of the order's money: refunded to a card, to be sent back by transfer, refunded otherwise,
 * to be refunded by staff (the gateway refused), an installment application withdrawn, or nothing paid.
 */
export type CancelledPayment = { kind: "card" | "transfer" | "other" | "later"; amount: string } | { kind: "installment" } | { kind: "unpaid" }

/** The shopper's e-mail when customer service cancels the order: what happens to the money. */
export function cancelEmail(to: string, order: { id: string; display_id: number }, payments: CancelledPayment[]): MailMessage {
  const texts = TEXTS[shopVariant().locale]
  const fill = (text: string, amount = "") => text.replaceAll("{number}", String(order.display_id)).replace("{amount}", amount)
  const lines = payments.length ? payments.map((p) => fill(texts[p.kind], "amount" in p ? p.amount : "")) : [texts.unpaid]
  const { html, text } = layout(
    fill(texts.title),
    [fill(texts.intro), ...lines],
    [],
    [{ href: `${storefrontUrl()}/order/${encodeURIComponent(order.id)}`, label: texts.order }],
    texts.footer,
  )
  return { to, from: shopSender(), subject: fill(texts.subject), html, text }
}
