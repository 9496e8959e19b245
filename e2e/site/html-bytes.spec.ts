import http from "node:http"
import zlib from "node:zlib"
import { expect, test } from "@playwright/test"
import { VARIANT } from "../shop"

/**
 * Every byte the storefront sends is valid UTF-8 without control characters: React 18's Node stream
 * renderer once put NUL bytes into about one page in eight, inside a word with diacritics
 * (entry.server.tsx says why). Crawls the shop from the pages no link leads to, following its own
 * links, and reads each page as the page cache stores it (a visit, then a HIT) and as a fresh render
 * (a query the cache has not seen), in gzip and uncompressed. Raw bytes: a browser or a decoding client
 * would turn a bad sequence into U+FFFD and hide it.
 */
const STORE_URL = process.env.STOREFRONT_URL ?? "http://localhost:8000"
const START = ["/", `/search?q=${VARIANT === "cz" ? "iphone" : "husă"}`, "/cart", "/checkout"]
const MAX_PAGES = 70
/** Links that are no page of their own: scripts, styles, images and the browser's data requests. */
const NOT_A_PAGE = /^\/(build|assets|api|static|public|favicon|__)|\.(js|css|png|jpe?g|webp|svg|ico|pdf|xml|txt|json)(\?|$)/
/** Control characters other than tab, LF and CR. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
const strictUtf8 = new TextDecoder("utf-8", { fatal: true })

type Answer = { status: number; type: string; cache: string; bytes: Buffer }

function fetchRaw(path: string, encoding: "gzip" | "identity"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${STORE_URL}${path}`, { headers: { accept: "text/html,*/*", "accept-encoding": encoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () => {
        const body = Buffer.concat(chunks)
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers["content-type"] ?? ""),
          cache: String(response.headers["x-cache"] ?? ""),
          bytes: response.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(body) : body,
        })
      })
    })
    request.on("error", reject)
  })
}

/** What is wrong with the bytes, with some text around it, or null. */
function fault(bytes: Buffer): string | null {
  let text: string
  try {
    text = strictUtf8.decode(bytes)
  } catch {
    return "not valid UTF-8"
  }
  const control = CONTROL.exec(text)
  if (!control) return null
  const around = JSON.stringify(text.slice(Math.max(0, control.index - 30), control.index + 10))
  return `control character U+${control[0].charCodeAt(0).toString(16).padStart(4, "0")} at character ${control.index}: ${around}`
}

const withQuery = (path: string, query: string) => `${path}${path.includes("?") ? "&" : "?"}${query}`

test("every page's bytes are valid UTF-8 without control characters, cached and fresh, gzip and plain", async () => {
  test.setTimeout(300_000)
  const faults: string[] = []
  const queue = [...START]
  const seen = new Set<string>()
  const served = { pages: 0, bytes: 0, hits: 0, misses: 0 }
  while (queue.length && served.pages < MAX_PAGES) {
    const path = queue.shift()!
    if (seen.has(path)) continue
    seen.add(path)
    // The cached form is read after a first visit stored it; the fresh one is a key no visit had.
    const reads: [string, "gzip" | "identity"][] = [
      [path, "gzip"],
      [path, "identity"],
      [path, "gzip"],
      [withQuery(path, `bytes=${served.pages}`), "identity"],
      [withQuery(path, `bytes=${served.pages}-gz`), "gzip"],
    ]
    for (const [url, encoding] of reads) {
      const answer = await fetchRaw(url, encoding)
      served.bytes += answer.bytes.length
      if (answer.cache === "HIT") served.hits++
      if (answer.cache === "MISS") served.misses++
      const wrong = fault(answer.bytes)
      if (wrong) faults.push(`${url} (${encoding}, ${answer.cache || "not cached"}): ${wrong}`)
      if (url !== path || encoding !== "gzip" || !answer.type.includes("text/html")) continue
      for (const [, href] of answer.bytes.toString("utf8").matchAll(/href="(\/[^"#]*)"/g)) {
        const link = href.replaceAll("&amp;", "&")
        if (!link.startsWith("//") && !NOT_A_PAGE.test(link) && !seen.has(link)) queue.push(link)
      }
    }
    served.pages++
  }
  console.log(`[html-bytes] ${served.pages} pages, ${served.bytes} bytes read (${served.hits} cache hits, ${served.misses} renders), ${faults.length} faults`)
  expect(faults).toEqual([])
  // The crawl reached the shop's pages, and read both forms.
  expect(served.pages).toBe(MAX_PAGES)
  expect(served.hits).toBeGreaterThan(MAX_PAGES)
  expect(served.misses).toBeGreaterThan(MAX_PAGES)
})
