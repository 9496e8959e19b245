/**
 * The fake Fastly server the test run starts (scripts/lib/fake-fastly.mjs,
 * FAKE_FASTLY_URL) records every purge call. The backend also purges by
 * itself after catalogue changes (src/subscribers/cdn-purge-catalog.ts), a
 * moment after the change's answer, so a test waits for the calls to settle
 * before it counts them or clears the record.
 */
export type FastlyCall = {
  method: string
  path: string
  kind: string
  keys: string[]
  url: string | null
  soft: boolean
  token: string | null
  service_id: string | null
}

export async function fastlyCalls(fastlyUrl: string): Promise<FastlyCall[]> {
  return (await fetch(`${fastlyUrl}/__calls`)).json()
}

/** The calls once none has arrived for `quietMs` (at most `timeoutMs`). */
export async function settledFastlyCalls(fastlyUrl: string, quietMs = 400, timeoutMs = 15_000): Promise<FastlyCall[]> {
  const until = Date.now() + timeoutMs
  let calls = await fastlyCalls(fastlyUrl)
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, quietMs))
    const now = await fastlyCalls(fastlyUrl)
    if (now.length === calls.length || Date.now() > until) return now
    calls = now
  }
}

export async function clearFastlyCalls(fastlyUrl: string): Promise<void> {
  await settledFastlyCalls(fastlyUrl)
  await fetch(`${fastlyUrl}/__calls`, { method: "DELETE" })
}
