import { shopVariant } from "../shop/variant"

/** Romania has every invoice reported to e-Factura, a company's (since 2024) and a consumer's (since 2025) alike. */
export const reportsToEfactura = () => shopVariant().variant === "ro"
