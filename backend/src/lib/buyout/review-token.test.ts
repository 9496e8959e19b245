import { describe, expect, it } from "vitest"
import { REVIEW_TOKEN_DAYS, reviewToken, verifyReviewToken } from "./review-token"

const scope = (cookieSecret: string) => ({ resolve: <T>() => ({ projectConfig: { http: { cookieSecret } } }) as T })
const day = 86_400_000

describe("buy-out review tokens", () => {
  const now = Date.UTC(2026, 0, 1)
  const token = reviewToken(scope("secret-a"), "bor_1", now)

  it("open the sale they were made for until they expire", () => {
    expect(verifyReviewToken(scope("secret-a"), "bor_1", token, now)).toBe(true)
    expect(verifyReviewToken(scope("secret-a"), "bor_1", token, now + (REVIEW_TOKEN_DAYS - 1) * day)).toBe(true)
    expect(verifyReviewToken(scope("secret-a"), "bor_1", token, now + REVIEW_TOKEN_DAYS * day + 1000)).toBe(false)
  })

  it("do not open another sale, and are worthless under another secret", () => {
    expect(verifyReviewToken(scope("secret-a"), "bor_2", token, now)).toBe(false)
    expect(verifyReviewToken(scope("secret-b"), "bor_1", token, now)).toBe(false)
    expect(verifyReviewToken(scope("secret-a"), "bor_1", undefined, now)).toBe(false)
    expect(verifyReviewToken(scope("secret-a"), "bor_1", ["x"], now)).toBe(false)
  })
})
