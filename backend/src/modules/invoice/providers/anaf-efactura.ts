import { XMLParser } from "fast-xml-parser"
import { PartnerError } from "../../../lib/payment/partner-api"

/**
 * Romania's e-Factura through ANAF's SPV, as ANAF documents it ("Specificații tehnice e-Factura" and the
 * REST services' descriptions at mfinante.gov.ro/web/efactura/informatii-tehnice; OAuth 2.0 at
 * logincert.anaf.ro, "Procedura de înregistrare a aplicațiilor în portalul ANAF"):
 *
 *   POST {oauthUrl}/token                            form grant_type=refresh_token, refresh_token, client_id,
 *                                                    client_secret, token_content_type=jwt → { access_token, … }
 *   POST {apiUrl}/upload?standard=UBL&cif=<CUI>      the invoice's XML (standard=CN: a credit note's; a company buyer; `uploadb2c` for a
 *                                                    consumer) → <header ExecutionStatus="0" index_incarcare="…"/>,
 *                                                    or ExecutionStatus="1" with <Errors errorMessage="…"/>
 *   GET  {apiUrl}/stareMesaj?id_incarcare=<index>    → <header stare="ok|nok|in prelucrare|XML cu erori nepreluat
 *                                                    de sistem" id_descarcare="…"/>, or <Errors errorMessage/>
 *   GET  {apiUrl}/descarcare?id=<id_descarcare>      → a zip: the invoice with ANAF's seal, or its errors
 *                                                    (<header><Error errorMessage="…"/></header>)
 *
 * Every call but the token's carries `Authorization: Bearer <access token>`. The access token is got with
 * the refresh token the shop's operator obtained once, in a browser, with the company's qualified
 * certificate (the authorization code flow cannot run unattended). scripts/lib/fake-anaf.mjs speaks the
 * same API in the demo and the tests.
 */
export type AnafOptions = {
  /** The REST services' base: production https://api.anaf.ro/prod/FCTEL/rest, ANAF's test one …/test/FCTEL/rest. */
  apiUrl: string
  oauthUrl: string
  clientId?: string
  clientSecret?: string
  refreshToken?: string
}

/** ANAF's state of an upload: `ok` the invoice is created (sealed), `nok` refused by validation, `rejected` not even read as XML. */
export type AnafUploadState = { state: "ok" | "nok" | "in_progress" | "rejected"; download_id: string | null }

export class AnafError extends PartnerError {}

const STATES: Record<string, AnafUploadState["state"]> = {
  ok: "ok",
  nok: "nok",
  "in prelucrare": "in_progress",
  "XML cu erori nepreluat de sistem": "rejected",
}

// Attributes are read by their name, the answers' namespaces (mfp:anaf:dgti:…) ignored.
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "", removeNSPrefix: true, parseAttributeValue: false })

export class AnafEfacturaClient {
  private accessToken: Promise<string> | null = null

  constructor(private readonly options: AnafOptions) {}

  get configured(): boolean {
    return Boolean(this.options.clientId && this.options.clientSecret && this.options.refreshToken)
  }

  /** Uploads an invoice (a UBL Invoice, or `CN` a CreditNote) of the company `cif` (its CUI, digits); ANAF's index of the upload. */
  async upload(xml: string, { cif, consumer, standard = "UBL" }: { cif: string; consumer: boolean; standard?: "UBL" | "CN" }): Promise<string> {
    const query = new URLSearchParams({ standard, cif })
    const header = this.header(await this.call("POST", `/${consumer ? "uploadb2c" : "upload"}?${query}`, xml))
    if (header.ExecutionStatus !== "0" || !header.index_incarcare)
      throw new AnafError(`ANAF refused the upload: ${errorsOf(header).join("; ") || "no reason given"}`, 200)
    return String(header.index_incarcare)
  }

  async state(uploadId: string): Promise<AnafUploadState> {
    const header = this.header(await this.call("GET", `/stareMesaj?${new URLSearchParams({ id_incarcare: uploadId })}`))
    const state = STATES[String(header.stare ?? "")]
    if (!state) throw new AnafError(`ANAF answered no state for upload ${uploadId}: ${errorsOf(header).join("; ") || String(header.stare ?? "")}`, 200)
    return { state, download_id: header.id_descarcare ? String(header.id_descarcare) : null }
  }

  /** ANAF's answer to an upload, a zip. */
  async download(downloadId: string): Promise<Buffer> {
    return this.call("GET", `/descarcare?${new URLSearchParams({ id: downloadId })}`)
  }

  private header(body: Buffer): Record<string, unknown> {
    const header = (parser.parse(body.toString("utf8")) as { header?: unknown }).header
    if (!header || typeof header !== "object") throw new AnafError(`ANAF answered something else than its header: ${body.toString("utf8").slice(0, 200)}`, 200)
    return header as Record<string, unknown>
  }

  private async call(method: "GET" | "POST", path: string, xml?: string): Promise<Buffer> {
    if (!this.configured) throw new AnafError("e-Factura is not configured (ANAF_CLIENT_ID, ANAF_CLIENT_SECRET, ANAF_REFRESH_TOKEN)", null)
    let answer = await this.send(`${this.options.apiUrl.replace(/\/$/, "")}${path}`, method, xml, await this.token())
    // An access token ANAF no longer takes: a new one, once.
    if (answer.status === 401) {
      this.accessToken = null
      answer = await this.send(`${this.options.apiUrl.replace(/\/$/, "")}${path}`, method, xml, await this.token())
    }
    if (answer.status !== 200) throw new AnafError(`ANAF answered ${method} ${path.replace(/\?.*/, "")} with HTTP ${answer.status}`, answer.status)
    return answer.body
  }

  private token(): Promise<string> {
    this.accessToken ??= this.refresh().catch((error: unknown) => {
      this.accessToken = null
      throw error
    })
    return this.accessToken
  }

  private async refresh(): Promise<string> {
    const form = new URLSearchParams({
      grant_type: "refresh_token",
      refresh_token: this.options.refreshToken ?? "",
      client_id: this.options.clientId ?? "",
      client_secret: this.options.clientSecret ?? "",
      token_content_type: "jwt",
    })
    let res: Response
    try {
      res = await fetch(`${this.options.oauthUrl.replace(/\/$/, "")}/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: form.toString(),
        signal: AbortSignal.timeout(15_000),
      })
    } catch (error) {
      throw new AnafError(`ANAF's login cannot be reached: ${(error as Error).message}`, null)
    }
    const body = (await res.json().catch(() => ({}))) as { access_token?: unknown; error?: unknown }
    if (!res.ok || typeof body.access_token !== "string")
      throw new AnafError(`ANAF refused the refresh token (HTTP ${res.status} ${String(body.error ?? "")})`, res.status)
    return body.access_token
  }

  private async send(url: string, method: string, xml: string | undefined, token: string): Promise<{ status: number; body: Buffer }> {
    try {
      const res = await fetch(url, {
        method,
        // The upload's body is the XML as text: ANAF's services document text/plain.
        headers: { authorization: `Bearer ${token}`, ...(xml === undefined ? {} : { "content-type": "text/plain; charset=utf-8" }) },
        body: xml,
        signal: AbortSignal.timeout(30_000),
      })
      return { status: res.status, body: Buffer.from(await res.arrayBuffer()) }
    } catch (error) {
      throw new AnafError(`ANAF cannot be reached: ${(error as Error).message}`, null)
    }
  }
}

/** The errorMessage of each <Errors>/<Error> child of an answer's header. */
export function errorsOf(header: Record<string, unknown>): string[] {
  return [header.Errors, header.Error]
    .flatMap((value) => (Array.isArray(value) ? value : value ? [value] : []))
    .map((error) => String((error as { errorMessage?: unknown }).errorMessage ?? ""))
    .filter(Boolean)
}

/** The errors ANAF gives for a refused invoice, from the zip `descarcare` answers (its XML entry's <Error errorMessage>). */
export function parseAnafErrors(xml: string): string[] {
  const header = (parser.parse(xml) as { header?: unknown }).header
  return header && typeof header === "object" ? errorsOf(header as Record<string, unknown>) : []
}

/** The one reading of ANAF_* (medusa-config's module options). */
export function anafOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): AnafOptions {
  return {
    apiUrl: env.ANAF_API_URL || "https://api.anaf.ro/prod/FCTEL/rest",
    oauthUrl: env.ANAF_OAUTH_URL || "https://logincert.anaf.ro/anaf-oauth2/v1",
    clientId: env.ANAF_CLIENT_ID,
    clientSecret: env.ANAF_CLIENT_SECRET,
    refreshToken: env.ANAF_REFRESH_TOKEN,
  }
}
