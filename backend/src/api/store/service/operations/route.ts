import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ServiceOperationsResponse, StoreServiceOperationsQuery } from "@electroshop/contracts/service"
import { SERVICE_MODULE } from "../../../../modules/service"
import type ServiceModuleService from "../../../../modules/service/service"
import { ShopError } from "../../../../lib/http/errors"
import { retrieveServiceDevice, selectionPath } from "../../../../lib/service/devices"
import { serviceMessage } from "../../../../lib/service/messages"

/** GET /store/service/operations?color=<colour value> → { url, choices }: the device's path and its available operations. */
export async function GET(req: MedusaRequest<unknown, StoreServiceOperationsQuery>, res: MedusaResponse<ServiceOperationsResponse>) {
  const { color } = req.validatedQuery
  const device = await retrieveServiceDevice(req.scope, color)
  if (!device) throw ShopError.notFound(serviceMessage("unknown_device"))
  const choices = await req.scope.resolve<ServiceModuleService>(SERVICE_MODULE).listOperationViews(device.model.id, device.color.id, { onlyAvailable: true })
  res.json({ url: selectionPath(device.model, device.color.slug), choices })
}
