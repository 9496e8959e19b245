import { MedusaService } from "@medusajs/framework/utils"
import type { ParcelCarrier } from "@electroshop/contracts/warehouse"
import { Handover } from "./models/handover"
import { Parcel } from "./models/parcel"
import { DpdClient, dpdOptionsFromEnv, type DpdOptions } from "./providers/dpd"
import { PacketaClient, packetaOptionsFromEnv, type PacketaOptions } from "./providers/packeta"
import { SamedayClient, samedayOptionsFromEnv, type SamedayOptions } from "./providers/sameday"
import type { CarrierProvider } from "./providers/types"

/** Each carrier's API options (medusa-config reads them from the environment); a carrier without them is not connected. */
export type CarrierModuleOptions = { packeta?: PacketaOptions; dpd?: DpdOptions; sameday?: SamedayOptions }

/** The parcels, their hand-over batches (Medusa's generated methods) and the carriers' APIs they are registered, labelled and tracked with. */
export default class CarrierModuleService extends MedusaService({ Parcel, Handover }) {
  protected readonly providers_: Partial<Record<ParcelCarrier, CarrierProvider>>

  constructor(container: Record<string, unknown>, options: CarrierModuleOptions = {}) {
    // eslint-disable-next-line prefer-rest-params
    super(...arguments)
    this.providers_ = {
      packeta: new PacketaClient(options.packeta ?? packetaOptionsFromEnv({})),
      dpd: new DpdClient(options.dpd ?? dpdOptionsFromEnv({})),
      sameday: new SamedayClient(options.sameday ?? samedayOptionsFromEnv({})),
    }
  }

  /** The carrier's API, or null for a carrier the shop does not speak to yet. */
  provider(carrier: ParcelCarrier): CarrierProvider | null {
    return this.providers_[carrier] ?? null
  }
}
