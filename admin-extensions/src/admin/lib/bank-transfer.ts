// One reading of bank-transfer details for the admin, the storefront and the order e-mail.
export { BANK_TRANSFER_PROVIDER_ID, formatIban, getBankTransferDetails } from "@electroshop/domain/bank-transfer"
export type { BankTransferDetails, OrderPaymentsLike } from "@electroshop/domain/bank-transfer"
