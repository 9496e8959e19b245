import type { MedusaResponse } from "@medusajs/framework/http"

/**
 * Runs `record` once the route has chosen its answer and before that answer leaves: what a success must
 * leave behind (the audit trail, the stock ledger) is written before the client hears of the success, so
 * that a crash between the two cannot lose it. `record` gets the answer's status (a refusal records
 * nothing); its failure goes to `failed` and the answer leaves as it was. An answer sent without
 * `res.json` (an empty 204, a file) is recorded once it has left, as before.
 */
export function beforeAnswer(res: MedusaResponse, record: (status: number) => Promise<void>, failed: (error: Error) => void) {
  let recorded = false
  const run = () => {
    recorded = true
    return record(res.statusCode).catch(failed)
  }
  const json = res.json.bind(res)
  res.json = ((body?: unknown) => {
    void run().finally(() => json(body))
    return res
  }) as MedusaResponse["json"]
  res.once("finish", () => {
    if (!recorded) void run()
  })
}
