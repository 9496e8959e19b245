import { randomInt } from "node:crypto"
import { describe, expect, it } from "vitest"
import { anonymous } from "../../helpers/api"
import { newClientIp, storeFrom } from "../../helpers/buyout"
import { registerAccount } from "../../helpers/customer"

const PASSWORD = "Secret123!"

async function registered() {
  const email = `login-${Date.now()}-${randomInt(1e6)}@example.com`
  const { status } = await registerAccount({ email, password: PASSWORD, password_confirmation: PASSWORD, first_name: "Jana", last_name: "Nováková" })
  expect(status).toBe(201)
  return email
}

const loginFrom = (ip: string, email: string, password: string) =>
  anonymous("/auth/customer/emailpass", { method: "POST", json: { email, password }, headers: { "x-forwarded-for": ip } })

describe("customer login protection", () => {
  it("answers an unknown e-mail exactly as a wrong password, and no faster", async () => {
    const email = await registered()
    const ip = newClientIp()
    let started = Date.now()
    const wrong = await loginFrom(ip, email, "Wrong123!")
    const wrongMs = Date.now() - started
    started = Date.now()
    const unknown = await loginFrom(ip, `nobody-${email}`, "Wrong123!")
    const unknownMs = Date.now() - started
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(unknown.body).toEqual(wrong.body)
    expect(unknownMs).toBeGreaterThanOrEqual(350)
    expect(wrongMs).toBeGreaterThanOrEqual(350)
  })

  it("locks an account after 5 failed logins from any addresses, even for the right password", async () => {
    const email = await registered()
    for (let i = 0; i < 5; i++) expect((await loginFrom(newClientIp(), email, `Wrong${i}23!`)).status).toBe(401)
    const locked = await loginFrom(newClientIp(), email, PASSWORD)
    expect(locked.status).toBe(429)
    expect(locked.body.code).toBe("rate_limited")
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0)
  })

  it("stops one address trying many accounts after 20 failures", async () => {
    const ip = newClientIp()
    for (let i = 0; i < 20; i++) expect((await loginFrom(ip, `guess-${i}-${randomInt(1e6)}@example.com`, "Wrong123!")).status).toBe(401)
    const email = await registered()
    expect((await loginFrom(ip, email, PASSWORD)).status).toBe(429)
    expect((await loginFrom(newClientIp(), email, PASSWORD)).status).toBe(200)
  })

  it("sends at most 3 reset e-mails to one address per window", async () => {
    const email = await registered()
    const reset = () =>
      anonymous("/auth/customer/emailpass/reset-password", { method: "POST", json: { identifier: email }, headers: { "x-forwarded-for": newClientIp() } })
    for (let i = 0; i < 3; i++) expect((await reset()).status).toBe(201)
    const limited = await reset()
    expect(limited.status).toBe(429)
    expect(limited.body.code).toBe("rate_limited")
  })
})

describe("registration limit", () => {
  it("makes at most 10 accounts per client address and window, through the shop's route and Medusa's alike", async () => {
    const ip = newClientIp()
    const post = storeFrom(ip)
    const account = () => {
      const email = `limit-${Date.now()}-${randomInt(1e6)}@example.com`
      return post("/store/account/register", {
        method: "POST",
        json: { email, password: PASSWORD, password_confirmation: PASSWORD, first_name: "Jana", last_name: "Nováková" },
      })
    }
    const identity = () =>
      anonymous("/auth/customer/emailpass/register", {
        method: "POST",
        json: { email: `limit-${Date.now()}-${randomInt(1e6)}@example.com`, password: PASSWORD },
        headers: { "x-forwarded-for": ip },
      })

    // a refused registration does not count
    expect((await post("/store/account/register", { method: "POST", json: { email: "not-an-email" } })).status).toBe(400)
    for (let i = 0; i < 9; i++) expect((await account()).status).toBe(201)
    expect((await identity()).status).toBe(200)
    const limited = await account()
    expect(limited.status).toBe(429)
    expect(limited.body.code).toBe("rate_limited")
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0)
    expect((await identity()).status).toBe(429)
    // another address is not affected
    expect(
      (
        await storeFrom(newClientIp())("/store/account/register", {
          method: "POST",
          json: {
            email: `limit-other-${Date.now()}@example.com`,
            password: PASSWORD,
            password_confirmation: PASSWORD,
            first_name: "Jana",
            last_name: "Nováková",
          },
        })
      ).status,
    ).toBe(201)
  })
})
