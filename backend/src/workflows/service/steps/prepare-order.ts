import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { normalizeEmail, normalizeImei, normalizePhone, normalizeSerialNumber } from "@electroshop/domain"
import type { ServiceOrderLine, StoreCreateServiceOrder } from "@electroshop/contracts/service"
import { BUYOUT_MODULE } from "../../../modules/buyout"
import type BuyoutModuleService from "../../../modules/buyout/service"
import { SERVICE_MODULE } from "../../../modules/service"
import type ServiceModuleService from "../../../modules/service/service"
import { ShopError } from "../../../lib/http/errors"
import { shopVariant } from "../../../lib/shop/variant"
import { retrieveServiceDevice } from "../../../lib/service/devices"
import { serviceMessage } from "../../../lib/service/messages"

/**
 * Checks the order against the current catalogue and price list and takes
 * the snapshot that is stored: the device's labels, each chosen operation
 * with its part quality's price and warranty (from the database, never from
 * the request), the total and the centre. A device, operation or centre that
 * is not offered is a 400 on its field.
 */
export const prepareServiceOrderStep = createStep("service-prepare-order", async (input: StoreCreateServiceOrder, { container }) => {
  const { variant, currencyCode } = shopVariant()
  const device = await retrieveServiceDevice(container, input.color)
  if (!device) throw ShopError.validation({ color: [serviceMessage("unknown_device")] })

  const operations = await container.resolve<ServiceModuleService>(SERVICE_MODULE).listOperationViews(device.model.id, device.color.id, { onlyAvailable: true })
  const lines: ServiceOrderLine[] = []
  for (const chosen of input.operations) {
    const operation = operations.find((op) => op.id === chosen.id)
    const option = operation?.part_options.find((o) => o.quality === chosen.quality)
    if (!operation || !option || lines.some((l) => l.operation_id === chosen.id)) {
      throw ShopError.validation({ operations: [serviceMessage("unknown_operation")] })
    }
    lines.push({
      operation_id: operation.id,
      code: operation.code,
      name: operation.name,
      quality: option.quality,
      price: option.price,
      warranty_months: option.warranty_months,
    })
  }

  let center: Record<string, string> | null = null
  if (input.handover === "drop_off") {
    const [found]: any[] = await container
      .resolve<BuyoutModuleService>(BUYOUT_MODULE)
      .listBuyoutCenters({ id: input.center_id!, is_active: true, offers_service: true })
    if (!found) throw ShopError.validation({ center_id: [serviceMessage("unknown_center")] })
    center = { id: found.id, name: found.name, street: found.street, city: found.city, postcode: found.postcode }
  }

  return new StepResponse({
    status: "new",
    currency_code: currencyCode,
    device_model_id: device.model.id,
    color_id: device.color.id,
    device: {
      type: device.model.device_type.label,
      manufacturer: device.model.manufacturer.label,
      model: device.model.label,
      color: device.color.label,
    },
    imei: input.imei ? normalizeImei(input.imei) : null,
    serial_number: input.serial_number ? normalizeSerialNumber(input.serial_number) : null,
    operations: lines,
    total: lines.reduce((sum, l) => sum + l.price, 0),
    first_name: input.first_name,
    last_name: input.last_name,
    email: normalizeEmail(input.email),
    phone: normalizePhone(input.phone, variant)!,
    handover: input.handover,
    center_id: center?.id ?? null,
    center,
    pickup_address: input.handover === "courier" ? input.pickup_address : null,
    note: input.note || null,
  })
})
