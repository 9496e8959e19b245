import { createHash } from "node:crypto"
import type { Context } from "@medusajs/framework/types"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { InjectManager, InjectTransactionManager, MedusaContext, MedusaError, MedusaService } from "@medusajs/framework/utils"
import { foldForSearch, isQuality, sortByQuality } from "@electroshop/domain"
import {
  BuyoutAppraisalResult,
  BuyoutColor,
  BuyoutConditionChoice,
  BuyoutDeviceCondition,
  BuyoutDeviceModel,
  BuyoutDeviceType,
  BuyoutManufacturer,
} from "./models/catalogue"
import { BuyoutCenter, BuyoutPiiReveal, BuyoutQuote, BuyoutRequest, BuyoutStatusHistory } from "./models/requests"
import type { ApiAppraisal, ApiAppraisalResult, ApiDeviceCondition, Choice, ColorChoice, DeviceSelection, PartialSelection, PriceImportRow } from "./types"

type Ctx = Context<EntityManager>

const byPosition = (a: { position: number; label?: string; name?: string }, b: { position: number; label?: string; name?: string }) =>
  a.position - b.position || String(a.label ?? a.name ?? "").localeCompare(String(b.label ?? b.name ?? ""))

/** What a model's appraisal is made of; its version hashes the same relations, so the version changes exactly when the appraisal does. */
const APPRAISAL_RELATIONS = ["appraisal_results", "device_conditions", "device_conditions.choices"]

export type ResultInput = { quality?: string | null; price?: number; url?: string }
export type ChoiceInput = { label?: string; appraisal_result_id?: number | null; price_correction?: number; position?: number }
export type ConditionInput = {
  name?: string
  type?: "quality" | "common"
  kind?: "charger" | "battery" | null
  position?: number
  choices?: ChoiceInput[]
}

/**
 * The buy-out module: device catalogue and appraisal data, sales (buy-out
 * requests) with their history and personal-data reveal log, e-mailed quotes,
 * buy-out centres.
 *
 * Every change of a model's prices or questionnaire goes through a method of
 * this service that recomputes the model's `appraisal_version` in the same
 * transaction, so a shopper holding an older appraisal is told to reload.
 */
export default class BuyoutModuleService extends MedusaService({
  BuyoutDeviceType,
  BuyoutManufacturer,
  BuyoutDeviceModel,
  BuyoutColor,
  BuyoutAppraisalResult,
  BuyoutDeviceCondition,
  BuyoutConditionChoice,
  BuyoutRequest,
  BuyoutStatusHistory,
  BuyoutPiiReveal,
  BuyoutQuote,
  BuyoutCenter,
}) {
  // ---------------------------------------------------------------- selector

  @InjectManager()
  async listSelectorTypes(@MedusaContext() ctx: Ctx = {}): Promise<Choice[]> {
    const types = await this.listBuyoutDeviceTypes({ for_buyout: true }, {}, ctx)
    return types.sort(byPosition).map(({ value, label }) => ({ value, label }))
  }

  @InjectManager()
  async listSelectorManufacturers(typeValue: string, @MedusaContext() ctx: Ctx = {}): Promise<Choice[]> {
    const [type] = await this.listBuyoutDeviceTypes({ value: typeValue, for_buyout: true }, {}, ctx)
    if (!type) return []
    const models = await this.listBuyoutDeviceModels({ device_type_id: type.id, is_active: true }, { relations: ["manufacturer"] }, ctx)
    const unique = new Map<string, { value: string; label: string; position: number }>()
    for (const m of models as any[]) unique.set(m.manufacturer.id, m.manufacturer)
    return [...unique.values()].sort(byPosition).map(({ value, label }) => ({ value, label }))
  }

  @InjectManager()
  async listSelectorModels(typeValue: string, manufacturerValue: string, @MedusaContext() ctx: Ctx = {}): Promise<Choice[]> {
    const [type] = await this.listBuyoutDeviceTypes({ value: typeValue, for_buyout: true }, {}, ctx)
    const [manufacturer] = await this.listBuyoutManufacturers({ value: manufacturerValue }, {}, ctx)
    if (!type || !manufacturer) return []
    const models = await this.listBuyoutDeviceModels({ device_type_id: type.id, manufacturer_id: manufacturer.id, is_active: true }, {}, ctx)
    return models.sort(byPosition).map(({ value, label }) => ({ value, label }))
  }

  @InjectManager()
  async listSelectorColors(modelValue: string, @MedusaContext() ctx: Ctx = {}): Promise<ColorChoice[]> {
    const [model] = await this.listBuyoutDeviceModels({ value: modelValue, is_active: true }, { relations: ["device_type"] }, ctx)
    if (!model || !(model as any).device_type?.for_buyout) return []
    const colors = await this.listBuyoutColors({ device_model_id: model.id }, {}, ctx)
    return colors.sort(byPosition).map(toColorChoice)
  }

  /**
   * Resolves the slugs of a storefront path (or the values of the choice
   * lists) as far as they form a consistent chain; the first unknown or
   * mismatching level and everything after it are left unselected. The
   * colour may be given by its slug (`black`) or its value (`iphone-13-black`).
   */
  @InjectManager()
  async resolveSelection(
    params: { type?: string | null; manufacturer?: string | null; model?: string | null; color?: string | null },
    @MedusaContext() ctx: Ctx = {},
  ): Promise<PartialSelection> {
    const selection: PartialSelection = { product_type: null, product_manufacturer: null, product_model: null, product_color: null }
    if (!params.type) return selection
    const [type] = await this.listBuyoutDeviceTypes({ value: params.type, for_buyout: true }, {}, ctx)
    if (!type) return selection
    selection.product_type = { id: type.id, value: type.value, label: type.label }
    if (!params.manufacturer) return selection
    const [manufacturer] = await this.listBuyoutManufacturers({ value: params.manufacturer }, {}, ctx)
    if (!manufacturer) return selection
    const anyModel = await this.listBuyoutDeviceModels({ device_type_id: type.id, manufacturer_id: manufacturer.id, is_active: true }, { take: 1 }, ctx)
    if (!anyModel.length) return selection
    selection.product_manufacturer = { id: manufacturer.id, value: manufacturer.value, label: manufacturer.label }
    if (!params.model) return selection
    const [model] = await this.listBuyoutDeviceModels(
      { value: params.model, device_type_id: type.id, manufacturer_id: manufacturer.id, is_active: true },
      {},
      ctx,
    )
    if (!model) return selection
    selection.product_model = { id: model.id, value: model.value, label: model.label }
    if (!params.color) return selection
    const colors = await this.listBuyoutColors({ device_model_id: model.id }, {}, ctx)
    const color = colors.find((c) => c.slug === params.color) ?? colors.find((c) => c.value === params.color)
    if (color) selection.product_color = { id: color.id, ...toColorChoice(color) }
    return selection
  }

  /** The device behind a colour value (`device_identifier`), or null when unknown or not bought. */
  @InjectManager()
  async retrieveDeviceByColor(colorValue: string, @MedusaContext() ctx: Ctx = {}): Promise<DeviceSelection | null> {
    if (!colorValue) return null
    const [color] = await this.listBuyoutColors(
      { value: colorValue },
      { relations: ["device_model", "device_model.device_type", "device_model.manufacturer"] },
      ctx,
    )
    const model: any = color?.device_model
    if (!color || !model || !model.is_active || !model.device_type?.for_buyout) return null
    return {
      product_type: { id: model.device_type.id, value: model.device_type.value, label: model.device_type.label },
      product_manufacturer: { id: model.manufacturer.id, value: model.manufacturer.value, label: model.manufacturer.label },
      product_model: { id: model.id, value: model.value, label: model.label },
      product_color: { id: color.id, ...toColorChoice(color) },
    }
  }

  /** Results (A+ … D), questions in order with their answers, the version and the price floor of a model. */
  @InjectManager()
  async retrieveAppraisal(modelId: string, @MedusaContext() ctx: Ctx = {}): Promise<ApiAppraisal> {
    const model = await this.retrieveBuyoutDeviceModel(modelId, { relations: APPRAISAL_RELATIONS }, ctx)
    return toApiAppraisal(model as any)
  }

  // ------------------------------------------------------ appraisal version

  /** Recomputes the hash of a model's prices and questionnaire; returns the new version. */
  @InjectTransactionManager()
  async refreshAppraisalVersion(modelId: string, @MedusaContext() ctx: Ctx = {}): Promise<string> {
    const model = await this.retrieveBuyoutDeviceModel(modelId, { relations: APPRAISAL_RELATIONS }, ctx)
    const version = appraisalHash(model as any)
    if (version !== model.appraisal_version) {
      await this.updateBuyoutDeviceModels({ id: modelId, appraisal_version: version }, ctx)
    }
    return version
  }

  @InjectTransactionManager()
  async updateDeviceModel(
    modelId: string,
    data: Partial<{
      label: string
      value: string
      position: number
      is_active: boolean
      minimal_buyout_price: number
      max_bonus_percent: number | null
      device_type_id: string
      manufacturer_id: string
    }>,
    @MedusaContext() ctx: Ctx = {},
  ) {
    await this.updateBuyoutDeviceModels({ id: modelId, ...data }, ctx)
    await this.refreshAppraisalVersion(modelId, ctx)
    return this.retrieveBuyoutDeviceModel(modelId, {}, ctx)
  }

  @InjectTransactionManager()
  async createDeviceModel(
    data: {
      label: string
      value: string
      device_type_id: string
      manufacturer_id: string
      position?: number
      is_active?: boolean
      minimal_buyout_price?: number
      max_bonus_percent?: number | null
    },
    @MedusaContext() ctx: Ctx = {},
  ) {
    const model = await this.createBuyoutDeviceModels(data, ctx)
    await this.refreshAppraisalVersion(model.id, ctx)
    return this.retrieveBuyoutDeviceModel(model.id, {}, ctx)
  }

  @InjectTransactionManager()
  async createAppraisalResult(modelId: string, data: ResultInput, @MedusaContext() ctx: Ctx = {}) {
    assertQuality(data.quality)
    await this.createBuyoutAppraisalResults(
      { device_model_id: modelId, quality: (data.quality ?? null) as any, price: data.price ?? 0, url: data.url ?? "" },
      ctx,
    )
    await this.refreshAppraisalVersion(modelId, ctx)
    // The serial id exists only after the insert is flushed; the query above flushed it.
    const [created] = await this.listBuyoutAppraisalResults({ device_model_id: modelId }, { order: { id: "DESC" }, take: 1 }, ctx)
    return created
  }

  @InjectTransactionManager()
  async updateAppraisalResult(id: number, data: ResultInput, @MedusaContext() ctx: Ctx = {}) {
    if (data.quality !== undefined) assertQuality(data.quality)
    const current = await this.retrieveAppraisalResult(id, ctx)
    const result = await this.updateBuyoutAppraisalResults({ id, ...(data as any) }, ctx)
    await this.refreshAppraisalVersion(current.device_model_id, ctx)
    return result
  }

  /** Deletes a result; answers that led to it then lead to none ("not bought"). */
  @InjectTransactionManager()
  async deleteAppraisalResult(id: number, @MedusaContext() ctx: Ctx = {}) {
    const current = await this.retrieveAppraisalResult(id, ctx)
    const choices = await this.listBuyoutConditionChoices({ appraisal_result_id: id }, {}, ctx)
    if (choices.length) {
      await this.updateBuyoutConditionChoices(
        choices.map((c) => ({ id: c.id, appraisal_result_id: null })),
        ctx,
      )
    }
    await this.deleteBuyoutAppraisalResults(id as any, ctx)
    await this.refreshAppraisalVersion(current.device_model_id, ctx)
  }

  @InjectTransactionManager()
  async createDeviceCondition(modelId: string, data: ConditionInput, @MedusaContext() ctx: Ctx = {}) {
    await this.assertResultsOfModel(
      modelId,
      (data.choices ?? []).map((c) => c.appraisal_result_id),
      ctx,
    )
    const condition = await this.createBuyoutDeviceConditions(
      {
        device_model_id: modelId,
        name: data.name ?? "",
        type: data.type ?? "quality",
        kind: data.kind ?? null,
        position: data.position ?? 0,
        choices: (data.choices ?? []).map((c, i) => ({
          label: c.label ?? "",
          appraisal_result_id: c.appraisal_result_id ?? null,
          price_correction: c.price_correction ?? 0,
          position: c.position ?? i,
        })),
      } as any,
      ctx,
    )
    await this.refreshAppraisalVersion(modelId, ctx)
    return this.retrieveBuyoutDeviceCondition(condition.id, { relations: ["choices"] }, ctx)
  }

  @InjectTransactionManager()
  async updateDeviceCondition(id: string, data: Omit<ConditionInput, "choices">, @MedusaContext() ctx: Ctx = {}) {
    const current = await this.retrieveBuyoutDeviceCondition(id, {}, ctx)
    await this.updateBuyoutDeviceConditions({ id, ...data }, ctx)
    await this.refreshAppraisalVersion(current.device_model_id, ctx)
    return this.retrieveBuyoutDeviceCondition(id, { relations: ["choices"] }, ctx)
  }

  @InjectTransactionManager()
  async deleteDeviceCondition(id: string, @MedusaContext() ctx: Ctx = {}) {
    const current = await this.retrieveBuyoutDeviceCondition(id, {}, ctx)
    await this.deleteBuyoutDeviceConditions(id, ctx)
    await this.refreshAppraisalVersion(current.device_model_id, ctx)
  }

  @InjectTransactionManager()
  async createConditionChoice(conditionId: string, data: ChoiceInput, @MedusaContext() ctx: Ctx = {}) {
    const condition = await this.retrieveBuyoutDeviceCondition(conditionId, {}, ctx)
    await this.assertResultsOfModel(condition.device_model_id, [data.appraisal_result_id], ctx)
    await this.createBuyoutConditionChoices(
      {
        condition_id: conditionId,
        label: data.label ?? "",
        appraisal_result_id: data.appraisal_result_id ?? null,
        price_correction: data.price_correction ?? 0,
        position: data.position ?? 0,
      } as any,
      ctx,
    )
    await this.refreshAppraisalVersion(condition.device_model_id, ctx)
    const [created] = await this.listBuyoutConditionChoices({ condition_id: conditionId }, { order: { id: "DESC" }, take: 1 }, ctx)
    return created
  }

  @InjectTransactionManager()
  async updateConditionChoice(id: number, data: ChoiceInput, @MedusaContext() ctx: Ctx = {}) {
    const choice = await this.retrieveConditionChoice(id, ctx)
    const modelId = choice.condition.device_model_id
    if (data.appraisal_result_id !== undefined) await this.assertResultsOfModel(modelId, [data.appraisal_result_id], ctx)
    const updated = await this.updateBuyoutConditionChoices({ id, ...(data as any) }, ctx)
    await this.refreshAppraisalVersion(modelId, ctx)
    return updated
  }

  @InjectTransactionManager()
  async deleteConditionChoice(id: number, @MedusaContext() ctx: Ctx = {}) {
    const choice = await this.retrieveConditionChoice(id, ctx)
    await this.deleteBuyoutConditionChoices(id as any, ctx)
    await this.refreshAppraisalVersion(choice.condition.device_model_id, ctx)
  }

  /** Results and choices have numeric ids, which the generated `retrieve…` methods do not take. */
  @InjectManager()
  async retrieveAppraisalResult(id: number, @MedusaContext() ctx: Ctx = {}) {
    const [result] = await this.listBuyoutAppraisalResults({ id } as any, {}, ctx)
    if (!result) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Appraisal result ${id} not found`)
    return result
  }

  @InjectManager()
  async retrieveConditionChoice(id: number, @MedusaContext() ctx: Ctx = {}) {
    const [choice] = await this.listBuyoutConditionChoices({ id } as any, { relations: ["condition"] }, ctx)
    if (!choice) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Condition choice ${id} not found`)
    return choice as typeof choice & { condition: { id: string; device_model_id: string } }
  }

  private async assertResultsOfModel(modelId: string, ids: (number | null | undefined)[], ctx: Ctx) {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null && id !== undefined))]
    if (!wanted.length) return
    const found = await this.listBuyoutAppraisalResults({ id: wanted as any, device_model_id: modelId }, {}, ctx)
    if (found.length !== wanted.length) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "appraisal_result_id must be a result of the same model")
    }
  }

  /**
   * Price-list import: sets the price of (model, quality), creating the result
   * when the model has none in that grade, and optionally the model's
   * minimal price. All rows in one transaction; returns what changed.
   */
  @InjectTransactionManager()
  async importPrices(rows: PriceImportRow[], @MedusaContext() ctx: Ctx = {}) {
    const modelValues = [...new Set(rows.map((r) => r.model))]
    const models = await this.listBuyoutDeviceModels({ value: modelValues }, { relations: ["appraisal_results"] }, ctx)
    const byValue = new Map(models.map((m: any) => [m.value, m]))
    let updated = 0
    let created = 0
    let unchanged = 0
    const touched = new Set<string>()
    for (const row of rows) {
      const model: any = byValue.get(row.model)
      if (!model) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Unknown model ${row.model}`)
      const existing = model.appraisal_results.find((r: any) => r.quality === row.quality)
      const url = row.url ?? undefined
      if (existing) {
        if (existing.price === row.price && (url === undefined || url === existing.url)) {
          unchanged++
        } else {
          await this.updateBuyoutAppraisalResults({ id: existing.id, price: row.price, ...(url !== undefined ? { url } : {}) }, ctx)
          updated++
        }
      } else {
        await this.createBuyoutAppraisalResults({ device_model_id: model.id, quality: row.quality as any, price: row.price, url: url ?? "" }, ctx)
        created++
      }
      if (row.minimal_buyout_price !== undefined && row.minimal_buyout_price !== null && row.minimal_buyout_price !== model.minimal_buyout_price) {
        await this.updateBuyoutDeviceModels({ id: model.id, minimal_buyout_price: row.minimal_buyout_price }, ctx)
        model.minimal_buyout_price = row.minimal_buyout_price
      }
      touched.add(model.id)
    }
    const versions: Record<string, string> = {}
    for (const id of touched) {
      const model: any = models.find((m) => m.id === id)
      versions[model.value] = await this.refreshAppraisalVersion(id, ctx)
    }
    return { rows: rows.length, updated, created, unchanged, models: touched.size, versions }
  }

  // ------------------------------------------------------------------ sales

  /** Creates a sale with its human number (`VK000123`) and the first history entry, in one transaction. */
  @InjectTransactionManager()
  async createBuyoutRequestWithNumber(data: Record<string, unknown>, numberPrefix: string, @MedusaContext() ctx: Ctx = {}) {
    const created = await this.createBuyoutRequests(data as any, ctx)
    // display_id comes from a database sequence; read it back.
    const { display_id } = await this.retrieveBuyoutRequest(created.id, { select: ["id", "display_id"] }, ctx)
    const number = `${numberPrefix}${String(display_id).padStart(6, "0")}`
    const search_text = foldForSearch([number, created.email, created.first_name, created.last_name].join(" "))
    await this.updateBuyoutRequests({ id: created.id, number, search_text }, ctx)
    await this.createBuyoutStatusHistories(
      { buyout_request_id: created.id, from_status: null, to_status: created.status, actor_type: "customer", actor_id: null } as any,
      ctx,
    )
    return { ...created, number }
  }

  // ------------------------------------------------------------- retention

  /**
   * Erases the seller's personal data of the sales that ended before their
   * retention did: a paid sale (the shop bought the device) counts from its
   * last status change before `soldBefore`, a returned or cancelled one before
   * `unsoldBefore`. The sale stays (number, device, prices, history) for the
   * accounts; the fields that identify the seller are emptied and
   * `personal_data_erased_at` set. At most `limit` sales per call; their ids.
   */
  @InjectManager()
  async eraseExpiredPersonalData(
    cutoffs: { soldBefore: Date | string; unsoldBefore: Date | string; limit: number },
    @MedusaContext() ctx: Ctx = {},
  ): Promise<string[]> {
    const rows: { id: string }[] = await ctx.manager!.execute(
      `update buyout_request r set ${ERASED_COLUMNS}, search_text = lower(coalesce(r.number, '')), personal_data_erased_at = now(), updated_at = now()
        where r.id in (
          select s.id from buyout_request s
           where s.deleted_at is null and s.personal_data_erased_at is null and s.status in ('paid', 'returned', 'cancelled')
             and coalesce((select max(h.created_at) from buyout_status_history h where h.buyout_request_id = s.id), s.updated_at)
                 < case when s.status = 'paid' then ?::timestamptz else ?::timestamptz end
           order by s.id limit ? for update skip locked)
        returning r.id`,
      [cutoffs.soldBefore, cutoffs.unsoldBefore, cutoffs.limit],
    )
    return rows.map((row) => row.id)
  }

  /** Removes, for good, the e-mailed quotes that expired before `before` (they hold the shopper's e-mail); how many. */
  @InjectManager()
  async deleteQuotesExpiredBefore(before: Date | string, @MedusaContext() ctx: Ctx = {}): Promise<number> {
    const rows: unknown[] = await ctx.manager!.execute(`delete from buyout_quote where expires_at < ?::timestamptz returning id`, [before])
    return rows.length
  }
}

/** What identifies a seller, emptied by the retention (the columns that may not be null get ''). */
const ERASED_COLUMNS = [
  ...[
    "first_name",
    "last_name",
    "gender",
    "email",
    "phone_number",
    "street",
    "city",
    "postcode",
    "nationality",
    "place_of_birth",
    "identity_released_by",
    "identity_valid_to",
    "personal_identification_number_encrypted",
    "identity_card_number_encrypted",
    "bank_account_full_number_encrypted",
  ].map((column) => `${column} = ''`),
  ...["degree_before_name", "district", "bank_code", "pickup_address"].map((column) => `${column} = null`),
].join(", ")

function assertQuality(quality: unknown) {
  if (quality !== null && quality !== undefined && !isQuality(quality)) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "quality must be one of A+, A, B, C, D or null")
  }
}

function toColorChoice(color: { value: string; label: string; image_alt: string; slug: string; hex?: string | null }): ColorChoice {
  return { value: color.value, label: color.label, image_alt: color.image_alt, slug: color.slug, hex: color.hex ?? null }
}

type ModelWithAppraisal = {
  minimal_buyout_price: number
  max_bonus_percent?: number | null
  appraisal_version: string
  appraisal_results: { id: number; quality: string | null; price: number; url: string }[]
  device_conditions: {
    id: string
    name: string
    type: "quality" | "common"
    kind: "charger" | "battery" | null
    position: number
    choices: { id: number; label: string; appraisal_result_id: number | null; price_correction: number; position: number }[]
  }[]
}

export function toApiAppraisal(model: ModelWithAppraisal): ApiAppraisal {
  const results: ApiAppraisalResult[] = sortByQuality(
    [...model.appraisal_results]
      .sort((a, b) => a.id - b.id)
      .map((r) => ({ id: r.id, quality: isQuality(r.quality) ? r.quality : null, price: r.price, url: r.url })),
  )
  const conditions: ApiDeviceCondition[] = [...model.device_conditions]
    .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))
    .map((c) => ({
      id: c.id,
      name: c.name,
      type: c.type,
      kind: c.kind ?? null,
      position: c.position,
      choices: [...c.choices]
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .map((ch) => ({
          value: ch.id,
          label: ch.label,
          appraisal_result: ch.appraisal_result_id ?? null,
          price_correction: ch.price_correction,
        })),
    }))
  return {
    appraisal_result: results,
    device_conditions: conditions,
    version: model.appraisal_version,
    minimal_buyout_price: model.minimal_buyout_price,
    max_bonus_percent: model.max_bonus_percent ?? null,
  }
}

/** Hash of everything the appraisal depends on; the first 16 hex characters of SHA-256. */
export function appraisalHash(model: ModelWithAppraisal): string {
  const { appraisal_result, device_conditions, minimal_buyout_price } = toApiAppraisal({ ...model, appraisal_version: "" })
  const canonical = JSON.stringify({
    minimal_buyout_price,
    results: [...appraisal_result].sort((a, b) => a.id - b.id),
    conditions: device_conditions,
  })
  return createHash("sha256").update(canonical).digest("hex").slice(0, 16)
}
