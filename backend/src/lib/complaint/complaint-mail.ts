import type { AdminComplaint, ComplaintRemedy } from "@electroshop/contracts/complaint"
import type { MedusaContainer } from "@medusajs/framework/types"

import { layout } from "../mail/layout"
import { sendEmail, shopSender } from "../mail/send-email"
import { shopOperator } from "../shop/operator"
import { shopVariant, storefrontUrl } from "../shop/variant"

type Texts = {
  subject: Record<AdminComplaint["status"], string>
  title: Record<AdminComplaint["status"], string>
  body: Record<AdminComplaint["status"], string>
  carrier: string
  store: string
  remedies: Record<ComplaintRemedy, string>
  note: string
  adr: string
  order: string
}

const TEXTS: Record<"cs" | "ro", Texts> = {
  cs: {
    subject: {
      submitted: "Reklamace {number} k objednávce č. {order}",
      received: "Zboží z reklamace {number} jsme převzali",
      accepted: "Reklamaci {number} jsme uznali",
      rejected: "Reklamaci {number} jsme zamítli",
    },
    title: {
      submitted: "Vaši reklamaci jsme přijali",
      received: "Zboží z reklamace posuzujeme",
      accepted: "Vaše reklamace je uznána",
      rejected: "Vaše reklamace je zamítnuta",
    },
    body: {
      submitted: "Dobrý den, přijali jsme vaši reklamaci {number}: {item}. Vyřídíme ji nejpozději do {date}.",
      received: "Dobrý den, zboží z reklamace {number} ({item}) jsme převzali a posuzujeme ho. Reklamaci vyřídíme nejpozději do {date}.",
      accepted: "Dobrý den, vaši reklamaci {number} ({item}) jsme uznali. Vyřízení: {remedy}.",
      rejected: "Dobrý den, vaši reklamaci {number} ({item}) jsme zamítli.",
    },
    carrier: "Zboží prosím zabalte a pošlete na adresu: {address}.",
    store: "Zboží prosím přineste na prodejnu {store}.",
    remedies: { repair: "oprava", replacement: "výměna za nové zboží", refund: "vrácení peněz", discount: "sleva z ceny" },
    note: "Naše vyjádření: {note}",
    adr: "Pokud s vyřízením nesouhlasíte, můžete se obrátit na Českou obchodní inspekci (www.coi.cz), která mimosoudně řeší spotřebitelské spory.",
    order: "Stav objednávky",
  },
  ro: {
    subject: {
      submitted: "Reclamația {number} pentru comanda nr. {order}",
      received: "Am primit produsul din reclamația {number}",
      accepted: "Reclamația {number} a fost acceptată",
      rejected: "Reclamația {number} a fost respinsă",
    },
    title: {
      submitted: "Am înregistrat reclamația dumneavoastră",
      received: "Evaluăm produsul din reclamație",
      accepted: "Reclamația dumneavoastră este acceptată",
      rejected: "Reclamația dumneavoastră este respinsă",
    },
    body: {
      submitted: "Bună ziua, am înregistrat reclamația {number}: {item}. O soluționăm cel târziu până la {date}.",
      received: "Bună ziua, am primit produsul din reclamația {number} ({item}) și îl evaluăm. O soluționăm cel târziu până la {date}.",
      accepted: "Bună ziua, reclamația {number} ({item}) a fost acceptată. Soluția: {remedy}.",
      rejected: "Bună ziua, reclamația {number} ({item}) a fost respinsă.",
    },
    carrier: "Vă rugăm să ambalați produsul și să îl trimiteți la adresa: {address}.",
    store: "Vă rugăm să aduceți produsul la magazinul {store}.",
    remedies: { repair: "reparare", replacement: "înlocuire cu un produs nou", refund: "restituirea banilor", discount: "reducere de preț" },
    note: "Răspunsul nostru: {note}",
    adr: "Dacă nu sunteți de acord cu soluționarea, vă puteți adresa Autorității Naționale pentru Protecția Consumatorilor (anpc.ro), care soluționează litigiile de consum pe cale extrajudiciară.",
    order: "Starea comenzii",
  },
}

const fill = (text: string, values: Record<string, string>) => Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{${key}}`, value), text)

/**
 * The complaint's news for the shopper, one e-mail per status: made (where to send the goods, by when it is
 * settled), the goods received, accepted (the remedy) or rejected (the reason and where to turn, as the
 * consumer protection laws ask of a trader).
 */
export async function sendComplaintMail(container: MedusaContainer, complaint: AdminComplaint, email: string | null | undefined): Promise<void> {
  if (!email) return
  const texts = TEXTS[shopVariant().locale]
  const operator = shopOperator()
  const values = {
    number: complaint.number,
    order: String(complaint.order_display_id),
    item: complaint.item_title,
    date: complaint.deadline.split("-").reverse().join("."),
    remedy: complaint.resolution ? texts.remedies[complaint.resolution] : "",
    note: complaint.resolution_note ?? "",
    address: `${operator.name}, ${operator.address}`,
    store: complaint.store_name ?? "",
  }
  const paragraphs = [fill(texts.body[complaint.status], values)]
  if (complaint.status === "submitted") paragraphs.push(fill(complaint.method === "store" && complaint.store_name ? texts.store : texts.carrier, values))
  if ((complaint.status === "accepted" || complaint.status === "rejected") && complaint.resolution_note) paragraphs.push(fill(texts.note, values))
  if (complaint.status === "rejected") paragraphs.push(texts.adr)
  const { html, text } = layout(
    texts.title[complaint.status],
    paragraphs,
    [],
    [{ href: `${storefrontUrl()}/order/${encodeURIComponent(complaint.order_id)}/complaint`, label: texts.order }],
  )
  await sendEmail(
    container,
    { to: email, from: shopSender(), subject: fill(texts.subject[complaint.status], values), html, text },
    { template: `complaint-${complaint.status}`, resource_type: "order", resource_id: complaint.order_id, once_per: `${complaint.id}:${complaint.status}` },
  )
}
