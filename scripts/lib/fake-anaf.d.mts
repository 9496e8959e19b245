/** Types of fake-anaf.mjs for the TypeScript tests that start it (backend/src/lib/invoice/anaf-client.test.ts). */
export type FakeAnafUpload = {
  index: string
  cif: string
  b2c: boolean
  standard: string
  state: string
  errors: string[]
  download_id: string | null
  xml: string
  at: string
}

export declare function startFakeAnaf(options?: {
  port?: number
  host?: string
  cif?: string
  clientId?: string
  clientSecret?: string
  refreshToken?: string
}): Promise<{
  url: string
  apiUrl: string
  oauthUrl: string
  cif: string
  clientId: string
  clientSecret: string
  refreshToken: string
  env: Record<string, string>
  uploads: Map<string, FakeAnafUpload>
  calls: { method: string; path: string; authorised?: boolean; at: string }[]
  stop: () => Promise<void>
}>
