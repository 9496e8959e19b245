import { messagesFor } from "../shop/messages"

/**
 * Account answers in the shop language. `not_logged_in` and `no_permission`
 * are the spec's ("An unlogged user cannot change the password", "You do not
 * have permission to access this page."), translated. One message for an
 * unknown e-mail and a wrong password, so a login never tells which.
 */
const cs = {
  invalid_credentials: "Nesprávný e-mail nebo heslo.",
  email_taken: "Účet s tímto e-mailem už existuje. Přihlaste se, nebo si nechte poslat nové heslo.",
  not_logged_in: "Nepřihlášený uživatel nemůže změnit heslo.",
  no_permission: "Nemáte oprávnění pro přístup na tuto stránku.",
  wrong_current_password: "Současné heslo není správné.",
  invalid_token: "Odkaz je neplatný nebo mu vypršela platnost.",
} as const

export type AccountMessageKey = keyof typeof cs

const ro: Record<AccountMessageKey, string> = {
  invalid_credentials: "E-mail sau parolă incorectă.",
  email_taken: "Există deja un cont cu acest e-mail. Autentificați-vă sau solicitați o parolă nouă.",
  not_logged_in: "Un utilizator neautentificat nu poate schimba parola.",
  no_permission: "Nu aveți permisiunea de a accesa această pagină.",
  wrong_current_password: "Parola actuală nu este corectă.",
  invalid_token: "Linkul este invalid sau a expirat.",
}

export const accountMessage = messagesFor({ cs, ro })
