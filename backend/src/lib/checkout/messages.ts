import { messagesFor } from "../shop/messages"

/**
 * Answers of the checkout the storefront shows as they are, in the shop
 * language: the 409s of cart completion when shoppers compete for the same
 * cart or the same stock, and the refusal of a payment method the shop does
 * not offer.
 */
const cs = {
  insufficient_stock: "Zboží z košíku už není skladem v požadovaném množství. Upravte prosím košík.",
  cart_being_completed: "Objednávka z tohoto košíku se právě dokončuje. Počkejte prosím chvíli a zkuste to znovu.",
  checkout_busy: "Stejné zboží si právě objednává více zákazníků. Zkuste to prosím za chvíli znovu.",
  payment_provider_unavailable: "Tento způsob platby obchod nenabízí. Vyberte prosím jiný.",
} as const

export type CheckoutConflictCode = keyof typeof cs

const ro: Record<CheckoutConflictCode, string> = {
  insufficient_stock: "Produsele din coș nu mai sunt în stoc în cantitatea cerută. Vă rugăm să modificați coșul.",
  cart_being_completed: "Comanda din acest coș este deja în curs de finalizare. Vă rugăm să așteptați puțin și să încercați din nou.",
  checkout_busy: "Mai mulți clienți comandă chiar acum aceleași produse. Vă rugăm să încercați din nou peste câteva momente.",
  payment_provider_unavailable: "Magazinul nu oferă această metodă de plată. Vă rugăm să alegeți alta.",
}

export const checkoutMessage = messagesFor({ cs, ro })
