import { z } from "@medusajs/framework/zod"

export type JsonSchema = Record<string, any>

/** Whether a field may be left out: what the parse accepts decides, not how zod describes it. */
function acceptsMissing(schema: z.ZodTypeAny | undefined): boolean {
  try {
    return Boolean(schema?.safeParse(undefined).success)
  } catch {
    return false
  }
}

/**
 * A request schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as a
 * client sends it (`io: "input"`: defaults make a field optional, transforms
 * show what they take). zod lists a field whose preprocessing accepts a
 * missing value (`queryValue(z.string().optional())`) as required, so each
 * object's `required` is what its fields' parse actually requires.
 */
export function requestJsonSchema(schema: z.ZodTypeAny): JsonSchema {
  const json: JsonSchema = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: "input",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def as unknown as { type: string; shape?: Record<string, z.ZodTypeAny> }
      if (def.type !== "object" || !Array.isArray(jsonSchema.required)) return
      const required = jsonSchema.required.filter((key) => !acceptsMissing(def.shape?.[key]))
      if (required.length) jsonSchema.required = required
      else delete jsonSchema.required
    },
  })
  delete json.$schema
  return json
}

/** A response schema (the error body) as JSON Schema 2020-12, as the server sends it. */
export function responseJsonSchema(schema: z.ZodTypeAny): JsonSchema {
  const json: JsonSchema = z.toJSONSchema(schema, { target: "draft-2020-12", io: "output", unrepresentable: "any" })
  delete json.$schema
  return json
}

/** A query schema's fields as OpenAPI query parameters; one that is no plain object becomes one `form`-exploded object parameter. */
export function queryParameters(schema: z.ZodTypeAny): JsonSchema[] {
  const json = requestJsonSchema(schema)
  if (json.type !== "object" || !json.properties) return [{ name: "query", in: "query", style: "form", explode: true, schema: json }]
  const required = new Set<string>(json.required ?? [])
  return Object.entries(json.properties as Record<string, JsonSchema>).map(([name, { description, ...property }]) => ({
    name,
    in: "query",
    required: required.has(name),
    ...(description ? { description } : {}),
    schema: property,
  }))
}
