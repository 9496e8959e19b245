import { appraise, canBuyout, type Appraisal, type SelectedChoices } from "@electroshop/domain"
import { z } from "@medusajs/framework/zod"
import { APPRAISAL_FIELDS, AppraisalPayloadSchema } from "@electroshop/contracts/buyout"
import type { ApiAppraisal, ApiDeviceCondition, ApiConditionChoice, DeviceSelection } from "../../modules/buyout/types"
import type { MedusaContainer } from "@medusajs/framework/types"
import { BUYOUT_MODULE } from "../../modules/buyout"
import type BuyoutModuleService from "../../modules/buyout/service"
import { ShopError, type FieldErrors } from "../http/errors"
import { t } from "../shop/messages"
import { retrieveOfferedDevice } from "../../modules/buyout/queries"
import { pick } from "../pick"
import { selectorPath } from "./paths"

/** Body shared by appraise, send-to-email and sell-online, as parsed. */
export type AppraisalPayload = z.output<typeof AppraisalPayloadSchema>

/**
 * Parses the appraisal part of a body; a malformed one answers 400
 * `{ message, code: "validation_error", errors: { <field>: [msg] } }`.
 */
export function parseAppraisalPayload(body: unknown): AppraisalPayload {
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw new ShopError(400, { message: t("invalid_request"), code: "invalid_request" })
  }
  const parsed = AppraisalPayloadSchema.safeParse(pick(body as Record<string, unknown>, APPRAISAL_FIELDS))
  if (parsed.success) return parsed.data
  const errors: FieldErrors = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "body")
    const value = (body as Record<string, unknown>)[field]
    let message = t(value === undefined || value === null || value === "" ? "required" : "invalid_request")
    if (issue.code === "too_big" && typeof value === "string") message = t("max_length", { maxlength: Number((issue as any).maximum) })
    if (field === "device_condition_choices" && value !== undefined && value !== null) message = t("invalid_choice")
    const list = (errors[field] as string[] | undefined) ?? []
    if (!list.includes(message)) list.push(message)
    errors[field] = list
  }
  throw new ShopError(400, { message: t("form_invalid"), code: "validation_error", errors })
}

export type ChosenAnswer = { condition: ApiDeviceCondition; choice: ApiConditionChoice }

export type EvaluatedAppraisal = {
  device: DeviceSelection
  appraisal: ApiAppraisal
  answers: ChosenAnswer[]
  selected: Record<string, number>
  result: Appraisal | null
  can_buyout: boolean
  complete: boolean
}

export type LoadedAppraisal = { device: DeviceSelection; appraisal: ApiAppraisal }

/**
 * The device of a payload and its current appraisal data. Throws 400 for an
 * unknown device (or one whose type is not offered) and an outdated
 * `appraisal_version` (message asking to reload, with the selection's
 * storefront `url`).
 */
export async function loadAppraisal(scope: MedusaContainer, payload: AppraisalPayload): Promise<LoadedAppraisal> {
  const service = scope.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const device = await retrieveOfferedDevice(scope, payload.device_identifier)
  if (!device) {
    throw new ShopError(400, {
      message: t("unknown_device"),
      code: "unknown_device",
      errors: { device_identifier: [t("unknown_device")] },
    })
  }
  const appraisal = await service.retrieveAppraisal(device.product_model.id)
  if (String(appraisal.version) !== String(payload.appraisal_version)) {
    throw new ShopError(400, {
      message: t("stale_version"),
      code: "appraisal_version_changed",
      url: deviceUrl(device),
      version: appraisal.version,
    })
  }
  return { device, appraisal }
}

/**
 * The server-side appraisal of a payload: the device and its current data
 * ({@link loadAppraisal}), the answers mapped to the questions, then the
 * domain rule (`appraise`, `canBuyout`); the rule lives only in
 * @electroshop/domain. Throws 400 also for answers that are not answers of
 * this model's questions.
 */
export async function evaluateAppraisal(scope: MedusaContainer, payload: AppraisalPayload): Promise<EvaluatedAppraisal> {
  return evaluateAnswers(await loadAppraisal(scope, payload), payload)
}

/** {@link evaluateAppraisal} for a device and appraisal already loaded (and version-checked). */
export function evaluateAnswers({ device, appraisal }: LoadedAppraisal, payload: AppraisalPayload): EvaluatedAppraisal {
  const answers: ChosenAnswer[] = []
  const selected: Record<string, number> = {}
  let invalid = false
  for (const raw of payload.device_condition_choices) {
    const found = findChoice(appraisal.device_conditions, raw)
    if (!found || selected[found.condition.id] !== undefined) {
      invalid = true
      continue
    }
    selected[found.condition.id] = found.choice.value
    answers.push(found)
  }
  if (invalid) {
    throw new ShopError(400, {
      message: t("invalid_choice"),
      code: "validation_error",
      errors: { device_condition_choices: [t("invalid_choice")] },
    })
  }
  answers.sort((a, b) => appraisal.device_conditions.indexOf(a.condition) - appraisal.device_conditions.indexOf(b.condition))

  const input = {
    conditions: appraisal.device_conditions,
    results: appraisal.appraisal_result,
    selected: selected as SelectedChoices,
  }
  const result = appraise({ ...input, minimalBuyoutPrice: appraisal.minimal_buyout_price })
  return {
    device,
    appraisal,
    answers,
    selected,
    result,
    can_buyout: canBuyout(input),
    complete: appraisal.device_conditions.every((c) => selected[c.id] !== undefined),
  }
}

/**
 * For a sale or a quote the appraisal must be complete and buyable: every
 * question answered, a grade found and `canBuyout` true.
 */
export function assertSellable(evaluated: EvaluatedAppraisal): Appraisal {
  if (!evaluated.complete) {
    throw new ShopError(400, {
      message: t("conditions_incomplete"),
      code: "validation_error",
      errors: { device_condition_choices: [t("conditions_incomplete")] },
    })
  }
  if (!evaluated.can_buyout || !evaluated.result) {
    throw new ShopError(400, { message: t("cannot_buyout"), code: "cannot_buyout" })
  }
  return evaluated.result
}

function findChoice(conditions: ApiDeviceCondition[], raw: string | number): ChosenAnswer | null {
  for (const condition of conditions) {
    const choice = condition.choices.find((c) => String(c.value) === String(raw).trim())
    if (choice) return { condition, choice }
  }
  return null
}

export function deviceUrl(device: DeviceSelection): string {
  return selectorPath([device.product_type.value, device.product_manufacturer.value, device.product_model.value, device.product_color.slug])
}

type SelectorLevels = "product_type" | "product_manufacturer" | "product_model" | "product_color"

/** The chosen value of each selector level (null where none is), as the buy-out's and the service's selectors answer it. */
export function selectedValues(selection: { [level in SelectorLevels]?: { value: string } | null }): { [level in SelectorLevels]: string | null } {
  return {
    product_type: selection.product_type?.value ?? null,
    product_manufacturer: selection.product_manufacturer?.value ?? null,
    product_model: selection.product_model?.value ?? null,
    product_color: selection.product_color?.value ?? null,
  }
}

/** A selection level as the store API shows it: without the internal id. */
export function publicChoice<T extends { id: string; value: string; label: string }>(choice: T | null): Omit<T, "id"> | null {
  if (!choice) return null
  const { id: _id, ...rest } = choice
  return rest
}
