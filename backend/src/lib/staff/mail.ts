import { layout } from "../mail/layout"
import { shopSender, type MailMessage } from "../mail/send-email"
import { backendPublicUrl, shopTimeZone, shopVariant } from "../shop/variant"

const TEXTS = {
  cs: {
    subject: "Pozvánka do administrace ElektroShopu",
    intro: "Dobrý den, byli jste pozváni do administrace ElektroShopu. Odkazem níže si nastavíte heslo a přihlásíte se.",
    valid: "Pozvánka platí do {expires}. Pokud jste ji nečekali, e-mail ignorujte.",
    link: "Přijmout pozvánku",
    footer: "ElektroShop. Tento e-mail byl odeslán automaticky.",
  },
  ro: {
    subject: "Invitație în administrarea ElektroShop",
    intro: "Bună ziua, ați fost invitat în administrarea ElektroShop. Prin linkul de mai jos vă setați parola și vă autentificați.",
    valid: "Invitația este valabilă până la {expires}. Dacă nu o așteptați, ignorați acest e-mail.",
    link: "Acceptă invitația",
    footer: "ElektroShop. Acest e-mail a fost trimis automat.",
  },
}

/** A colleague's invitation to the admin: the link to Medusa's accept page (`/app/invite`), in the shop's language. */
export function staffInviteEmail(to: string, token: string, expiresAt: Date): MailMessage {
  const { locale, intlLocale } = shopVariant()
  const texts = TEXTS[locale]
  const expires = expiresAt.toLocaleString(intlLocale, { dateStyle: "long", timeStyle: "short", timeZone: shopTimeZone() })
  const link = `${backendPublicUrl()}/app/invite?${new URLSearchParams({ token })}`
  const { html, text } = layout(texts.subject, [texts.intro, texts.valid.replace("{expires}", expires)], [], [{ href: link, label: texts.link }], texts.footer)
  return { to, from: shopSender(), subject: texts.subject, html, text }
}
