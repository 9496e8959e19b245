/** The text without diacritics: "Dvořák" → "Dvorak", "Ștefănescu" → "Stefanescu". */
export function stripDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * Folds text for searching: lower case without diacritics, so staff typing
 * "dvorak" or "stefanescu" find "Dvořák" and "Ștefănescu".
 */
export function foldForSearch(text: string): string {
  return stripDiacritics(text).toLowerCase();
}
