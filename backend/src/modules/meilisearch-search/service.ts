import type { Logger, SearchTypes } from "@medusajs/framework/types"
import { AbstractSearchProviderService, MedusaError, extractPrimaryKeyFilter, projectDocument } from "@medusajs/framework/utils"
import { compileFilter, type FieldsByPath } from "./filters"

export type MeilisearchSearchOptions = {
  /** `http://127.0.0.1:7700` (MEILISEARCH_HOST). */
  host: string
  /** A key allowed to manage indexes and documents (MEILISEARCH_API_KEY); none on a server without a master key. */
  apiKey?: string
}

/** The part of the `meilisearch` client (its REST API, https://www.meilisearch.com/docs/reference/api) this provider uses; the unit tests pass a fake. */
type Enqueued = Promise<{ taskUid: number }>
export interface MeiliIndexLike {
  getRawInfo(): Promise<{ primaryKey?: string | null }>
  updateSettings(settings: Record<string, unknown>): Enqueued
  addDocuments(documents: Record<string, unknown>[], options: { primaryKey: string }): Enqueued
  deleteDocuments(params: string[] | { filter: string }): Enqueued
  deleteAllDocuments(): Enqueued
  getStats(): Promise<{ numberOfDocuments: number }>
  search(q: string | null, params: Record<string, unknown>): Promise<MeiliSearchResponse>
}
export interface MeiliClientLike {
  index(uid: string): MeiliIndexLike
  createIndex(uid: string, options: { primaryKey: string }): Enqueued
  deleteIndex(uid: string): Enqueued
  getRawIndexes(params: { limit: number }): Promise<{ results: Array<{ uid: string; createdAt?: string; updatedAt?: string }> }>
  tasks: { waitForTask(uid: number, options?: { timeout?: number }): Promise<{ status: string; error?: { message: string; code?: string } | null }> }
}
type MeiliSearchResponse = {
  hits: Array<Record<string, unknown>>
  estimatedTotalHits?: number
  totalHits?: number
  processingTimeMs?: number
  facetDistribution?: Record<string, Record<string, number>>
  facetStats?: Record<string, { min: number; max: number }>
}

/** Meilisearch's own order of its ranking rules; a query's `sort` applies at "sort". */
export const RANKING_RULES = ["words", "typo", "proximity", "attribute", "sort", "exactness"]

/**
 * Medusa Search module provider on Meilisearch, written after Medusa's "How
 * to Create a Search Module Provider" (docs.medusajs.com/resources/references/search/provider)
 * and Meilisearch's API reference (settings, documents, search, tasks).
 * Meilisearch folds case and diacritics itself and matches typos by edit
 * distance, so an index definition's `typo_tolerance` settings map one to
 * one. Writes are asynchronous tasks: `waitForTask` lets the module wait for
 * a seed before it makes a version active.
 */
export default class MeilisearchSearchProviderService extends AbstractSearchProviderService {
  static identifier = "meilisearch"

  protected readonly logger_: Logger
  protected client_: Promise<MeiliClientLike>
  protected readonly primaryKeys_ = new Map<string, string>()

  constructor({ logger }: { logger: Logger }, options: MeilisearchSearchOptions, client?: MeiliClientLike) {
    super()
    this.logger_ = logger
    if (!client && !options?.host) throw new MedusaError(MedusaError.Types.INVALID_ARGUMENT, "The Meilisearch search provider needs a host (MEILISEARCH_HOST)")
    // The client is an ES module: loaded on first use.
    this.client_ = client
      ? Promise.resolve(client)
      : import("meilisearch").then(({ Meilisearch }) => new Meilisearch({ host: options.host, apiKey: options.apiKey }) as unknown as MeiliClientLike)
  }

  async upsertIndex({ index }: { index: SearchTypes.ResolvedSearchIndexDefinition }): Promise<SearchTypes.SearchTask> {
    const client = await this.client_
    const uid = index.physical_name
    const exists = await client
      .index(uid)
      .getRawInfo()
      .then(
        () => true,
        (error: { cause?: { code?: string } }) => {
          if (error?.cause?.code === "index_not_found") return false
          throw error
        },
      )
    if (!exists) await this.settle(await client.createIndex(uid, { primaryKey: index.primary_key }), uid)
    this.primaryKeys_.set(uid, index.primary_key)
    return this.enqueued(await client.index(uid).updateSettings(indexSettings(index)), uid)
  }

  async deleteIndex({ index }: { index: string }): Promise<SearchTypes.SearchTask> {
    return this.enqueued(await (await this.client_).deleteIndex(index), index)
  }

  async listIndexes(): Promise<SearchTypes.SearchIndexInfo[]> {
    const client = await this.client_
    const { results } = await client.getRawIndexes({ limit: 1000 })
    return Promise.all(
      results.map(async ({ uid, createdAt, updatedAt }) => ({
        name: uid,
        provider: MeilisearchSearchProviderService.identifier,
        document_count: (await client.index(uid).getStats()).numberOfDocuments,
        created_at: createdAt ? new Date(createdAt) : undefined,
        updated_at: updatedAt ? new Date(updatedAt) : undefined,
      })),
    )
  }

  async upsertDocuments({
    index,
    definition,
    documents,
  }: {
    index: string
    definition: SearchTypes.ResolvedSearchIndexDefinition
    documents: SearchTypes.SearchDocument[]
  }): Promise<SearchTypes.SearchTask> {
    this.primaryKeys_.set(index, definition.primary_key)
    return this.enqueued(await (await this.client_).index(index).addDocuments(documents, { primaryKey: definition.primary_key }), index)
  }

  async deleteDocuments({ index, filters }: SearchTypes.SearchDeleteDocumentsInput): Promise<SearchTypes.SearchTask> {
    const client = await this.client_
    const primaryKey = this.primaryKeys_.get(index) ?? (await client.index(index).getRawInfo()).primaryKey ?? "id"
    const ids = extractPrimaryKeyFilter(filters, { primary_key: primaryKey })
    if (ids) return ids.length ? this.enqueued(await client.index(index).deleteDocuments(ids), index) : { index, status: "succeeded" }
    // Deleting by any other filter needs the fields filterable, as the definition declares them.
    const filter = compileFilter(filters, new Map())
    if (!filter) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Deleting from Meilisearch index "${index}" needs a filter`)
    return this.enqueued(await client.index(index).deleteDocuments({ filter }), index)
  }

  async clearIndex({ index }: { index: string }): Promise<SearchTypes.SearchTask> {
    return this.enqueued(await (await this.client_).index(index).deleteAllDocuments(), index)
  }

  async search(input: SearchTypes.ProviderSearchQuery): Promise<SearchTypes.SearchResult> {
    const client = await this.client_
    const skip = input.pagination?.skip ?? 0
    const take = input.pagination?.take ?? 20
    const response = await client.index(input.index.physical_name).search(input.q?.trim() || null, searchParams(input))
    const primaryKey = input.index.primary_key
    const options = input.search_options ?? {}
    return {
      hits: response.hits.map((hit) => ({
        id: String(hit[primaryKey]),
        score: options.include_score ? Number(hit._rankingScore) : undefined,
        document: projectDocument(hit, input.attributes_to_retrieve),
      })),
      facets: facetResults(input, response),
      metadata: {
        skip,
        take,
        count: options.count === "none" ? null : (response.totalHits ?? response.estimatedTotalHits ?? null),
        query: input.q,
        processing_time_ms: response.processingTimeMs,
      },
    }
  }

  async waitForTask(task: SearchTypes.SearchTask, options?: { timeout_ms?: number }): Promise<SearchTypes.SearchTask> {
    if (task.id === undefined) return task
    const done = await (await this.client_).tasks.waitForTask(Number(task.id), { timeout: options?.timeout_ms })
    return done.status === "succeeded"
      ? { ...task, status: "succeeded" }
      : { ...task, status: "failed", error: { message: done.error?.message ?? `Meilisearch task ${task.id} ${done.status}`, code: done.error?.code } }
  }

  private enqueued({ taskUid }: { taskUid: number }, index: string): SearchTypes.SearchTask {
    return { id: String(taskUid), index, status: "enqueued" }
  }

  /** Waits for a task another step depends on (the index before its settings). */
  private async settle(enqueued: { taskUid: number }, index: string) {
    const task = await this.waitForTask(this.enqueued(enqueued, index))
    if (task.status === "failed") throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Meilisearch: ${task.error?.message}`)
  }
}

/** The dotted paths of a definition's fields (objects flattened), with their definitions. */
export function fieldsByPath(fields: Record<string, SearchTypes.SearchFieldDefinition>, prefix = ""): FieldsByPath {
  const result: FieldsByPath = new Map()
  for (const [name, field] of Object.entries(fields)) {
    const path = prefix ? `${prefix}.${name}` : name
    if (field.type === "object" && field.fields) for (const [p, f] of fieldsByPath(field.fields, path)) result.set(p, f)
    else result.set(path, field)
  }
  return result
}

const weightOf = (field: SearchTypes.SearchFieldDefinition) => (typeof field.searchable === "object" ? (field.searchable.weight ?? 1) : 1)

/**
 * The Meilisearch settings of an index definition. Searchable attributes in
 * order of weight (Meilisearch's "attribute" rule ranks an earlier one
 * higher); facets need filterable attributes; vector and geo fields are not
 * supported here and refused rather than silently dropped.
 */
export function indexSettings(index: SearchTypes.ResolvedSearchIndexDefinition): Record<string, unknown> {
  const fields = [...fieldsByPath(index.fields)]
  for (const [path, field] of fields) {
    if (field.type === "vector" || field.type === "geo") {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `The Meilisearch search provider does not support ${field.type} fields ("${path}" on "${index.name}")`,
      )
    }
  }
  const searchable = fields.filter(([, f]) => f.searchable).sort(([, a], [, b]) => weightOf(b) - weightOf(a))
  const typo = index.settings.typo_tolerance ?? {}
  const settings: Record<string, unknown> = {
    searchableAttributes: searchable.map(([path]) => path),
    filterableAttributes: fields.filter(([, f]) => f.filterable || f.facetable).map(([path]) => path),
    sortableAttributes: fields.filter(([, f]) => f.sortable).map(([path]) => path),
    displayedAttributes: fields.some(([, f]) => f.retrievable === false) ? fields.filter(([, f]) => f.retrievable !== false).map(([path]) => path) : ["*"],
    rankingRules: RANKING_RULES,
    typoTolerance: {
      enabled: typo.enabled ?? true,
      minWordSizeForTypos: { oneTypo: typo.min_word_size_for_one_typo ?? 5, twoTypos: typo.min_word_size_for_two_typos ?? 9 },
      disableOnAttributes: typo.disabled_on_attributes ?? [],
    },
    distinctAttribute: index.settings.distinct_attribute ?? null,
  }
  return { ...settings, ...(index.settings.provider_options?.meilisearch ?? {}) }
}

/**
 * The search request of a module query. `_score` means Meilisearch's own
 * ranking rules; the other keys of the order become its `sort`, which those
 * rules apply after the text rules (RANKING_RULES). "any" word and highlights
 * have no faithful Meilisearch form here and are refused.
 */
export function searchParams(input: SearchTypes.ProviderSearchQuery): Record<string, unknown> {
  const options = input.search_options ?? {}
  if (options.match_strategy === "any")
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, 'The Meilisearch search provider does not support match_strategy "any"')
  if (options.highlight || options.vector)
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "The Meilisearch search provider does not support highlighting or vector search")
  if (input.pagination?.cursor !== undefined)
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "The Meilisearch search provider does not support cursor pagination")
  const sort = Object.entries(input.pagination?.order ?? {})
    .filter(([key]) => key !== "_score")
    .map(([key, direction]) => `${key}:${direction === "ASC" ? "asc" : "desc"}`)
  const facets = (options.facets ?? []).map((facet) => (typeof facet === "string" ? { field: facet, type: "value" as const } : facet))
  if (facets.some((facet) => facet.type === "range"))
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "The Meilisearch search provider does not support range facets")
  const filter = compileFilter(input.filters, fieldsByPath(input.index.fields))
  const params: Record<string, unknown> = {
    offset: input.pagination?.skip ?? 0,
    limit: input.pagination?.take ?? 20,
    attributesToRetrieve: input.attributes_to_retrieve,
    // Meilisearch always matches the last word as a prefix: "last" is its "all".
    matchingStrategy: "all",
  }
  if (filter) params.filter = filter
  if (sort.length) params.sort = sort
  if (facets.length) params.facets = [...new Set(facets.map((facet) => facet.field))]
  if (options.attributes_to_search_on) params.attributesToSearchOn = options.attributes_to_search_on
  if (options.distinct) params.distinct = options.distinct
  if (options.min_score !== undefined) params.rankingScoreThreshold = options.min_score
  if (options.include_score) params.showRankingScore = true
  if (options.locales?.length) params.locales = options.locales
  return { ...params, ...(options.provider_options?.meilisearch ?? {}) }
}

function facetResults(input: SearchTypes.ProviderSearchQuery, response: MeiliSearchResponse): Record<string, SearchTypes.SearchFacetResult> | undefined {
  const requests = input.search_options?.facets
  if (!requests?.length) return undefined
  const result: Record<string, SearchTypes.SearchFacetResult> = {}
  for (const request of requests) {
    const facet = typeof request === "string" ? { field: request, type: "value" as const } : request
    if (facet.type === "stats") {
      const stats = response.facetStats?.[facet.field]
      const count = Object.values(response.facetDistribution?.[facet.field] ?? {}).reduce((a, b) => a + b, 0)
      if (stats) result[facet.field] = { type: "stats", min: stats.min, max: stats.max, count }
      continue
    }
    if (facet.type === "range") continue
    const values = Object.entries(response.facetDistribution?.[facet.field] ?? {})
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => (facet.sort === "alpha" ? a.value.localeCompare(b.value) : b.count - a.count))
    result[facet.field] = { type: "value", values: facet.limit ? values.slice(0, facet.limit) : values }
  }
  return result
}
