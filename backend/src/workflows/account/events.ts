/** Events of the account workflows; their data holds ids only. */
export const AccountEvents = {
  /** `{ id }` of the customer who registered: the verification e-mail goes out. */
  REGISTERED: "account.registered",
} as const
