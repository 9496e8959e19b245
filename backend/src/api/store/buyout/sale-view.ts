import { statusLabel } from "../../../lib/buyout/status-labels"

/** What the seller sees of a sale once they proved it is theirs (status look-up, offer link): no personal data. */
export function saleSummary(request: any) {
  const device = request.device
  return {
    id: request.id,
    number: request.number,
    status: request.status,
    status_label: statusLabel(request.status),
    device: {
      product_type: device.product_type.label,
      manufacturer: device.product_manufacturer.label,
      model: device.product_model.label,
      color: device.product_color.label,
    },
    quality: request.quality,
    price: request.price,
    offered_price: request.offered_price,
    currency_code: request.currency_code,
  }
}
