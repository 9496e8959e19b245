import { EventEmitter } from "node:events"
import { describe, expect, it } from "vitest"
import type { MedusaResponse } from "@medusajs/framework/http"
import { beforeAnswer } from "./before-answer"

/** A response that logs what happens to it: the json sent, and `finish` once it has. */
function response(log: string[], statusCode = 200) {
  const res = Object.assign(new EventEmitter(), {
    statusCode,
    json(body: unknown) {
      log.push(`sent ${JSON.stringify(body)}`)
      res.emit("finish")
      return res
    },
    end() {
      log.push("ended")
      res.emit("finish")
      return res
    },
  })
  return res as unknown as MedusaResponse & { end: () => void }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("beforeAnswer", () => {
  it("records before the answer leaves, with its status, once", async () => {
    const log: string[] = []
    const res = response(log, 201)
    beforeAnswer(
      res,
      async (status) => void log.push(`recorded ${status}`),
      (error) => log.push(`failed ${error.message}`),
    )
    res.json({ ok: true })
    await settle()
    expect(log).toEqual(["recorded 201", 'sent {"ok":true}'])
  })

  it("sends the answer as it was when recording fails", async () => {
    const log: string[] = []
    const res = response(log)
    beforeAnswer(
      res,
      () => Promise.reject(new Error("database gone")),
      (error) => log.push(`failed ${error.message}`),
    )
    res.json({ ok: true })
    await settle()
    expect(log).toEqual(["failed database gone", 'sent {"ok":true}'])
  })

  it("records an answer sent without json once it has left", async () => {
    const log: string[] = []
    const res = response(log, 204)
    beforeAnswer(
      res,
      async (status) => void log.push(`recorded ${status}`),
      () => {},
    )
    res.end()
    await settle()
    expect(log).toEqual(["ended", "recorded 204"])
  })
})
