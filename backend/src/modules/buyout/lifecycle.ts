// The lifecycle is part of the API (the admin offers the allowed transitions); declared in the contracts.
export { BUYOUT_TRANSITIONS, allowedTransitions, canTransition } from "@electroshop/contracts/buyout"
