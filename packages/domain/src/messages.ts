import type { ShopLocale } from './variant.js';

/** Minimum length of a search query; shorter ones return noise and load the search engine. */
export const SEARCH_MIN_CHARS = 2;

const cs = {
  required: 'Tato hodnota je požadována.',
  invalid_email: 'Zadejte platnou e-mailovou adresu.',
  not_a_number: 'Zadejte číslo.',
  not_a_decimal: 'Zadejte desetinné číslo.',
  not_a_positive_number: 'Zadejte kladné číslo.',
  min_value: 'Hodnota musí být nejméně {minValue}.',
  max_value: 'Hodnota může být nejvýše {maxValue}.',
  min_length: 'Minimální počet znaků: {minlength}.',
  max_length: 'Maximální počet znaků: {maxlength}.',
  invalid_link: 'Zadejte platný odkaz.',
  invalid_phone: 'Zadejte platné telefonní číslo.',
  invalid_bank_code: 'Zadejte platný kód banky.',
  invalid_prefix: 'Předčíslí účtu není platné.',
  invalid_bank_account: 'Zadejte platné číslo bankovního účtu.',
  invalid_postcode: 'Zadejte platné PSČ.',
  invalid_imei: 'Zadejte platné IMEI (15 číslic).',
  invalid_birth_number: 'Zadejte platné rodné číslo.',
  invalid_cnp: 'Zadejte platný rumunský osobní kód (CNP).',
  invalid_iban: 'Zadejte platný IBAN.',
  gender_mismatch: 'Rodné číslo neodpovídá zvolenému pohlaví.',
  must_be_literal: 'Hodnota smí obsahovat pouze písmena.',
  invalid_date: 'Zadejte platné datum (DD.MM.YYYY).',
  invalid_title: 'Titul smí obsahovat pouze latinková písmena a musí končit tečkou.',
  invalid_serial_number: 'Sériové číslo obsahuje nepovolené znaky.',
  invalid_isic: 'Zadejte platné číslo karty ISIC.',
  invalid_identity_card: 'Zadejte platné číslo občanského průkazu (9 číslic).',
  search_min_chars: `Pro vyhledávání zadejte alespoň ${SEARCH_MIN_CHARS} znaky.`,
  password_rules: 'Heslo musí obsahovat alespoň jedno velké písmeno, jedno malé písmeno, jednu číslici a jeden speciální znak.',
  password_numeric: 'Heslo nesmí být tvořeno pouze číslicemi.',
  password_mismatch: 'Potvrzení hesla se neshoduje s heslem.',
  invalid_ico: 'Zadejte platné IČO (8 číslic).',
  invalid_vat_id: 'Zadejte platné DIČ (CZ a 8 až 10 číslic).',
  invalid_cui: 'Zadejte platné CUI.',
} as const;

export type MessageKey = keyof typeof cs;

const ro: Record<MessageKey, string> = {
  required: 'Acest câmp este obligatoriu.',
  invalid_email: 'Introduceți o adresă de e-mail validă.',
  not_a_number: 'Introduceți un număr.',
  not_a_decimal: 'Introduceți un număr zecimal.',
  not_a_positive_number: 'Introduceți un număr pozitiv.',
  min_value: 'Valoarea trebuie să fie cel puțin {minValue}.',
  max_value: 'Valoarea trebuie să fie cel mult {maxValue}.',
  min_length: 'Numărul minim de caractere: {minlength}.',
  max_length: 'Numărul maxim de caractere: {maxlength}.',
  invalid_link: 'Introduceți un link valid.',
  invalid_phone: 'Introduceți un număr de telefon valid.',
  invalid_bank_code: 'Introduceți un cod de bancă valid.',
  invalid_prefix: 'Prefixul contului nu este valid.',
  invalid_bank_account: 'Introduceți un număr de cont bancar valid.',
  invalid_postcode: 'Introduceți un cod poștal valid.',
  invalid_imei: 'Introduceți un cod IMEI valid (15 cifre).',
  invalid_birth_number: 'Introduceți un cod numeric personal ceh (rodné číslo) valid.',
  invalid_cnp: 'Introduceți un CNP valid.',
  invalid_iban: 'Introduceți un IBAN valid.',
  gender_mismatch: 'CNP-ul nu corespunde sexului selectat.',
  must_be_literal: 'Valoarea poate conține doar litere.',
  invalid_date: 'Introduceți o dată validă (DD.MM.YYYY).',
  invalid_title: 'Titlul poate conține doar litere latine și trebuie să se termine cu punct.',
  invalid_serial_number: 'Numărul de serie conține caractere nepermise.',
  invalid_isic: 'Introduceți un număr valid de card ISIC.',
  invalid_identity_card: 'Introduceți seria și numărul actului de identitate (2 litere și 6 cifre).',
  search_min_chars: `Pentru căutare introduceți cel puțin ${SEARCH_MIN_CHARS} caractere.`,
  password_rules: 'Parola trebuie să conțină cel puțin o literă mare, o literă mică, o cifră și un caracter special.',
  password_numeric: 'Parola nu poate fi formată doar din cifre.',
  password_mismatch: 'Confirmarea parolei nu coincide cu parola.',
  invalid_ico: 'Introduceți un IČO valid (8 cifre).',
  invalid_vat_id: 'Introduceți un DIČ valid (CZ și 8–10 cifre).',
  invalid_cui: 'Introduceți un CUI valid (cod de identificare fiscală).',
};

/** Validation messages per shop locale, keyed by the keys validators return. */
export const VALIDATION_MESSAGES: Readonly<Record<ShopLocale, Readonly<Record<MessageKey, string>>>> = { cs, ro };

export const MESSAGE_KEYS = Object.keys(cs) as MessageKey[];

export type MessageParams = Partial<Record<'minValue' | 'maxValue' | 'minlength' | 'maxlength', string | number>> & Record<string, string | number | undefined>;

export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(cs, key);
}

/** 'cs-CZ' → 'cs'; anything not Romanian falls back to Czech, the default shop. */
function toShopLocale(locale: string): ShopLocale {
  return locale.toLowerCase().startsWith('ro') ? 'ro' : 'cs';
}

/**
 * The message for a validator's key in the shop language, with `{name}`
 * placeholders filled from params. An unknown key is returned as is, so a
 * server-sent message (already translated) passes through unchanged.
 */
export function validationMessage(key: string, locale: string, params: MessageParams = {}): string {
  if (!isMessageKey(key)) return key;
  const template = VALIDATION_MESSAGES[toShopLocale(locale)][key];
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
}
