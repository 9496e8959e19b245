import { messagesFor } from "../shop/messages"

/**
 * Review answers in the shop language. The first three are the spec's
 * validation messages ("full name required; the user's name must be in the
 * profile; only already bought products can be reviewed"), translated.
 */
const cs = {
  full_name_required: "Vyplňte celé jméno.",
  name_not_in_profile: "Jméno uživatele musí být vyplněno v profilu.",
  not_bought: "Hodnotit lze pouze již zakoupené produkty.",
  already_reviewed: "Tento produkt jste už hodnotili.",
  review_not_found: "Hodnocení nebylo nalezeno.",
  product_not_found: "Produkt nebyl nalezen.",
} as const

export type ReviewMessageKey = keyof typeof cs

const ro: Record<ReviewMessageKey, string> = {
  full_name_required: "Completați numele complet.",
  name_not_in_profile: "Numele utilizatorului trebuie să fie completat în profil.",
  not_bought: "Pot fi evaluate doar produsele deja cumpărate.",
  already_reviewed: "Ați evaluat deja acest produs.",
  review_not_found: "Recenzia nu a fost găsită.",
  product_not_found: "Produsul nu a fost găsit.",
}

export const reviewMessage = messagesFor({ cs, ro })
