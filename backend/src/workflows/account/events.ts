/** Events of the account workflows; their data holds ids only. */
export const AccountEvents = {
  /** `{ id }` of the customer who registered: the verification e-mail goes out. */
  REGISTERED: "account.registered",
  /** `{ id, requested_at }` of an unverified customer who asked for the verification e-mail again. */
  VERIFICATION_REQUESTED: "account.verification_requested",
} as const
