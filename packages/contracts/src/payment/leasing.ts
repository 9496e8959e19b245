// Constants and response shapes, zod-free (the schema is in ./leasing-schema.ts).

/**
 * Leasing: a cart whose device lines are all leased (each on its lease barem)
 * is paid with the leasing provider, and only with it ("Leasing cannot be
 * combined with other payment types"). The order waits for the lease
 * contract, which the shopper signs with the leasing partner; staff confirm
 * it in the admin, and the payment is captured then:
 *   GET  /admin/lease-contracts/:order_id                      → LeaseContractState
 *   POST /admin/lease-contracts/:order_id { status: "signed" } → the contract is confirmed, the payment captured (idempotent)
 */
export const LEASING_PAYMENT_PROVIDER = 'pp_leasing_leasing';

/** - `awaiting_contract`: placed, the contract is not yet signed; - `signed`: staff confirmed the signed contract, the order is paid. */
export const LEASE_CONTRACT_STATES = ['awaiting_contract', 'signed'] as const;
export type LeaseContractStateName = (typeof LEASE_CONTRACT_STATES)[number];

export type LeaseContractState = { state: LeaseContractStateName; signed_at: string | null };
