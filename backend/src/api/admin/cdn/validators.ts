import { surrogateKey } from "@electroshop/domain"
import { z } from "@medusajs/framework/zod"
import { SURROGATE_KEY_PATTERN } from "../../../modules/cdn-purge"

/** `{ mode: "key" | "url" | "full", keys?, url?, soft_purge? }` of `POST /admin/cdn/purge`. */
export const PurgeBody = z
  .object({
    mode: z.enum(["key", "url", "full"]),
    // `product-telefonů` and `product-telefon%C5%AF` both become the storefront's header-safe spelling.
    keys: z
      .array(
        z
          .string()
          .trim()
          .regex(/^\S+$/, "a surrogate key has no spaces")
          .transform(surrogateKey)
          .pipe(z.string().regex(SURROGATE_KEY_PATTERN, "a surrogate key is at most 256 characters")),
      )
      .min(1)
      .max(256)
      .optional(),
    url: z.string().trim().min(1).max(2000).optional(),
    soft_purge: z.boolean().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.mode === "key" && !body.keys) ctx.addIssue({ code: "custom", path: ["keys"], message: "required when mode is key" })
    if (body.mode === "url") {
      if (!body.url) ctx.addIssue({ code: "custom", path: ["url"], message: "required when mode is url" })
      else if (!isPurgeableUrl(body.url)) ctx.addIssue({ code: "custom", path: ["url"], message: "an http(s) URL or a path starting with /" })
    }
    if (body.mode === "full" && body.soft_purge) {
      ctx.addIssue({ code: "custom", path: ["soft_purge"], message: "Fastly cannot soft-purge everything" })
    }
  })

function isPurgeableUrl(url: string): boolean {
  if (url.startsWith("/")) return !url.startsWith("//")
  try {
    return ["http:", "https:"].includes(new URL(url).protocol)
  } catch {
    return false
  }
}
