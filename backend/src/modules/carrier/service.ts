import { MedusaService } from "@medusajs/framework/utils"
import type { ParcelCarrier } from "@electroshop/contracts/warehouse"
import { Handover } from "./models/handover"
import { Parcel } from "./models/parcel"
import { PacketaClient, type PacketaOptions } from "./providers/packeta"
import type { CarrierProvider } from "./providers/types"

export type CarrierModuleOptions = { packeta?: PacketaOptions }

/** The parcels, their hand-over batches (Medusa's generated methods) and the carriers' APIs they are registered, labelled and tracked with. */
export default class CarrierModuleService extends MedusaService({ Parcel, Handover }) {
  protected readonly providers_: Partial<Record<ParcelCarrier, CarrierProvider>>

  constructor(container: Record<string, unknown>, options: CarrierModuleOptions = {}) {
    // eslint-disable-next-line prefer-rest-params
    super(...arguments)
    this.providers_ = { packeta: new PacketaClient(options.packeta ?? { apiUrl: "https://www.zasilkovna.cz/api/rest" }) }
  }

  /** The carrier's API, or null for a carrier the shop does not speak to yet. */
  provider(carrier: ParcelCarrier): CarrierProvider | null {
    return this.providers_[carrier] ?? null
  }
}
