import * as service from "@electroshop/contracts/service"
import { shopVariant, storefrontUrl } from "../shop/variant"

// Storefront paths of the service pages (declared in @electroshop/contracts/service) for this deployment's variant.

export function servicePaths() {
  return service.servicePaths(shopVariant().variant)
}

export function serviceSelectorPath(parts: (string | null | undefined)[]): string {
  return service.serviceSelectorPath(shopVariant().variant, parts)
}

/** The status page; number and e-mail or phone are typed in, never carried in a URL. */
export function serviceStatusUrl(): string {
  return `${storefrontUrl()}${servicePaths().status}`
}

/** Prefix of the human repair-order numbers (`SV000123` in cz, `SR000123` in ro). */
export function serviceOrderNumberPrefix(): string {
  return service.SERVICE_ORDER_NUMBER_PREFIX[shopVariant().variant]
}
