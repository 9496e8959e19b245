import { randomInt } from "node:crypto"

/** The specification's generated discount codes: 10 characters from digits and upper- and lower-case letters. */
export const CODE_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
export const CODE_LENGTH = 10
export const MAX_CODES_PER_BATCH = 1000

/**
 * `count` random codes, distinct from each other and from `taken` even when
 * case is ignored: shoppers type codes in any case and
 * `case-insensitive-codes.ts` matches them so, so two codes differing only in
 * case would be one code to a shopper. `random(n)` is crypto's randomInt
 * (codes must not be guessable from others of the batch).
 */
export function generateCodes(count: number, taken: Iterable<string> = [], random: (max: number) => number = randomInt): string[] {
  const seen = new Set([...taken].map((c) => c.toLowerCase()))
  const codes: string[] = []
  while (codes.length < count) {
    let code = ""
    for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[random(CODE_ALPHABET.length)]
    if (seen.has(code.toLowerCase())) continue
    seen.add(code.toLowerCase())
    codes.push(code)
  }
  return codes
}
