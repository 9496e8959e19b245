import { accountPaths } from "@electroshop/contracts/account"
import { layout, type MailMessage } from "../buyout/mail"
import { shopVariant, storefrontUrl } from "../buyout/variant"
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
    verifyIntro: "vă mulțumim pentru înregistrare. Vă rugăm să confirmați adresa de e-mail; vom atașa apoi contului și comenzile făcute cu ea fără autentificare.",
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

const sender = () => process.env.MAIL_FROM || "ElektroShop <obchod@electroshop.local>"

function accountUrl(key: "verify" | "resetPassword", params: Record<string, string>) {
  return `${storefrontUrl()}${accountPaths(shopVariant().variant)[key]}?${new URLSearchParams(params)}`
}

/** After registration: the signed link that confirms the address (lib/account/verification-token.ts). */
export function verificationEmail(to: string, token: string): MailMessage {
  const texts = TEXTS[shopVariant().locale]
  const { html, text } = layout(
    texts.verifyTitle,
    [`${texts.greeting} ${texts.verifyIntro}`, texts.verifyValid],
    [],
    [{ href: accountUrl("verify", { token }), label: texts.verifyLink }],
    texts.footer,
  )
  return { to, from: sender(), subject: texts.verifySubject, html, text }
}

/** Medusa's reset token (single-use, 15 minutes) in a link to the storefront's new-password page. */
export function passwordResetEmail(to: string, token: string): MailMessage {
  const texts = TEXTS[shopVariant().locale]
  const { html, text } = layout(
    texts.resetTitle,
    [`${texts.greeting} ${texts.resetIntro}`, texts.resetValid],
    [],
    [{ href: accountUrl("resetPassword", { token }), label: texts.resetLink }],
    texts.footer,
  )
  return { to, from: sender(), subject: texts.resetSubject, html, text }
}
