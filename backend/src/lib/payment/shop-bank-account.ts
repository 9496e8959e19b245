import { czechAccountToIban } from "@electroshop/domain"

/**
 * The shop's account bank transfers are paid to (BANK_ACCOUNT_CZ, a Czech domestic number, for CZK;
 * BANK_IBAN_RO for RON; BANK_ACCOUNT_HOLDER), as the bank-transfer payment shows it and the invoice
 * prints it. The defaults are demo accounts that pass their checksums.
 */
export function shopBankAccounts(env: NodeJS.ProcessEnv = process.env) {
  return {
    czAccount: env.BANK_ACCOUNT_CZ || "2001234561/2010",
    roIban: env.BANK_IBAN_RO || "RO49AAAA1B31007593840000",
    accountHolder: env.BANK_ACCOUNT_HOLDER || "ElektroShop",
  }
}

/** The account of a currency as an invoice names it: the domestic number where there is one, and the IBAN. */
export function shopBankAccount(currency: string): { number: string | null; iban: string } | null {
  const accounts = shopBankAccounts()
  if (currency.toLowerCase() === "czk") {
    const iban = czechAccountToIban(accounts.czAccount)
    return iban ? { number: accounts.czAccount, iban } : null
  }
  return currency.toLowerCase() === "ron" ? { number: null, iban: accounts.roIban.replace(/\s+/g, "").toUpperCase() } : null
}
