import { useTranslation } from "react-i18next"

/** The react-i18next namespace that holds this plugin's catalogues (see ../i18n). */
export const I18N_NAMESPACE = "electroshop"

/**
 * `t` bound to this plugin's namespace, plus the dashboard's i18n instance
 * (its `language` is the admin user's language: cs, ro, en, …).
 */
export function useT() {
  return useTranslation(I18N_NAMESPACE)
}
