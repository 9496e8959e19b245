import { accountPaths } from "@electroshop/contracts/account"
import { layout } from "../mail/layout"
import { shopSender, type MailMessage } from "../mail/send-email"
import { shopVariant, storefrontUrl } from "../shop/variant"
import { VERIFICATION_TOKEN_DAYS } from "./verification-token"

const TEXTS = {
  cs: {
    verifySubject: "Potvrďte svůj e-mail",
    verifyTitle: "Vítejte v ElektroShopu",
    verifyIntro: "děkujeme za registraci. Potvrďte prosím svou e-mailovou adresu; k účtu pak připojíme i objednávky, které jste s ní udělali bez přihlášení.",
    verifyValid: `Odkaz platí ${VERIFICATION_TOKEN_DAYS} dní.`,
    verifyLink: "Potvrdit e-mail",
    resetSubject: "Obnovení hesla",
    resetTitle: "Nastavte si nové heslo",
    resetIntro: "někdo (nejspíš vy) požádal o obnovení hesla k účtu s touto adresou. Nové heslo nastavíte odkazem níže.",
    resetValid: "Odkaz platí 15 minut a lze jej použít jen jednou. Pokud jste o obnovení nežádali, e-mail ignorujte.",
    resetLink: "Nastavit nové heslo",
    greeting: "Dobrý den,",
    footer: "ElektroShop. Tento e-mail byl odeslán automaticky.",
  },
  ro: {
    verifySubject: "Confirmați adresa de e-mail",
    verifyTitle: "Bine ați venit la ElektroShop",
    verifyIntro:
      "vă mulțumim pentru înregistrare. Vă rugăm să confirmați adresa de e-mail; vom atașa apoi contului și comenzile făcute cu ea fără autentificare.",
    verifyValid: `Linkul este valabil ${VERIFICATION_TOKEN_DAYS} zile.`,
    verifyLink: "Confirmă e-mailul",
    resetSubject: "Resetarea parolei",
    resetTitle: "Setați o parolă nouă",
    resetIntro: "cineva (probabil dumneavoastră) a cerut resetarea parolei contului cu această adresă. Setați parola nouă prin linkul de mai jos.",
    resetValid: "Linkul este valabil 15 minute și poate fi folosit o singură dată. Dacă nu ați cerut resetarea, ignorați acest e-mail.",
    resetLink: "Setează parola nouă",
    greeting: "Bună ziua,",
    footer: "ElektroShop. Acest e-mail a fost trimis automat.",
  },
}

function accountUrl(key: "verify" | "resetPassword", params: Record<string, string>) {
  return `${storefrontUrl()}${accountPaths(shopVariant().variant)[key]}?${new URLSearchParams(params)}`
}

function accountEmail(kind: "verify" | "reset", to: string, link: string): MailMessage {
  const texts = TEXTS[shopVariant().locale]
  const words =
    kind === "verify"
      ? { subject: texts.verifySubject, title: texts.verifyTitle, intro: texts.verifyIntro, valid: texts.verifyValid, label: texts.verifyLink }
      : { subject: texts.resetSubject, title: texts.resetTitle, intro: texts.resetIntro, valid: texts.resetValid, label: texts.resetLink }
  const { html, text } = layout(words.title, [`${texts.greeting} ${words.intro}`, words.valid], [], [{ href: link, label: words.label }], texts.footer)
  return { to, from: shopSender(), subject: words.subject, html, text }
}

/** After registration: the signed link that confirms the address (lib/account/verification-token.ts). */
export const verificationEmail = (to: string, token: string) => accountEmail("verify", to, accountUrl("verify", { token }))

/** Medusa's reset token (single-use, 15 minutes) in a link to the storefront's new-password page. */
export const passwordResetEmail = (to: string, token: string) => accountEmail("reset", to, accountUrl("resetPassword", { token }))
