// Type-checks translation keys used with useT() against the English catalogue.
import "i18next"
import type en from "./i18n/json/en.json"

declare module "i18next" {
  interface CustomTypeOptions {
    resources: {
      electroshop: typeof en
    }
  }
}
