/** Badge colour of an order's payment status, shared by the order's payment widgets. */
export const PAYMENT_STATUS_COLOR: Record<string, "green" | "orange" | "red" | "blue" | "grey"> = {
  captured: "green",
  partially_captured: "blue",
  partially_authorized: "blue",
  not_paid: "orange",
  awaiting: "orange",
  authorized: "orange",
  requires_action: "red",
  canceled: "red",
  refunded: "grey",
  partially_refunded: "grey",
}
