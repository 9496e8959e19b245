import { messagesFor } from "../shop/messages"

/**
 * Answers of cart completion when shoppers compete for the same cart or the
 * same stock: a 409 the storefront shows as it is, in the shop language.
 */
const cs = {
  insufficient_stock: "Zboží z košíku už není skladem v požadovaném množství. Upravte prosím košík.",
  cart_being_completed: "Objednávka z tohoto košíku se právě dokončuje. Počkejte prosím chvíli a zkuste to znovu.",
  checkout_busy: "Stejné zboží si právě objednává více zákazníků. Zkuste to prosím za chvíli znovu.",
} as const

export type CheckoutConflictCode = keyof typeof cs

const ro: Record<CheckoutConflictCode, string> = {
  insufficient_stock: "Produsele din coș nu mai sunt în stoc în cantitatea cerută. Vă rugăm să modificați coșul.",
  cart_being_completed: "Comanda din acest coș este deja în curs de finalizare. Vă rugăm să așteptați puțin și să încercați din nou.",
  checkout_busy: "Mai mulți clienți comandă chiar acum aceleași produse. Vă rugăm să încercați din nou peste câteva momente.",
}

export const checkoutMessage = messagesFor({ cs, ro })
