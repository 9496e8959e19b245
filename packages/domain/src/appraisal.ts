import { QUALITIES, compareQuality, qualityRank, worseQuality, type Quality } from './quality.js';

/** `quality`: the answer decides the grade; `common`: it corrects the price only. */
export const CONDITION_TYPES = ['quality', 'common'] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];
/** Accessory conditions that change the price but never the grade. */
export const CONDITION_KINDS = ['charger', 'battery'] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];
export type ChoiceValue = string | number;

export interface ConditionChoice {
  value: ChoiceValue;
  /** Id of the appraisal result this answer leads to. */
  appraisal_result: number | null;
  price_correction: number;
}

export interface DeviceCondition {
  id: number | string;
  name: string;
  type: ConditionType;
  kind?: ConditionKind | null;
  choices: readonly ConditionChoice[];
}

export interface AppraisalResult {
  id: number;
  quality: Quality | null;
  price: number;
  url: string;
}

/** Selected choice value per condition id; null or missing means unanswered. */
export type SelectedChoices = Readonly<Record<string, ChoiceValue | null | undefined>>;

export interface AppraisalInput {
  conditions: readonly DeviceCondition[];
  results: readonly AppraisalResult[];
  selected: SelectedChoices;
  /** Floor for the offered price; null or undefined means no floor. */
  minimalBuyoutPrice?: number | null;
}

export interface Appraisal {
  quality: Quality;
  price: number;
  url: string;
  result_id: number;
}

function selectedChoice(condition: DeviceCondition, selected: SelectedChoices): ConditionChoice | undefined {
  const value = selected[String(condition.id)];
  if (value === null || value === undefined) return undefined;
  // Values may arrive as strings from form fields while the API sends numbers.
  return condition.choices.find((choice) => String(choice.value) === String(value));
}

function resultById(results: readonly AppraisalResult[], id: number | null | undefined): AppraisalResult | undefined {
  if (id === null || id === undefined) return undefined;
  return results.find((result) => result.id === id);
}

function isAccessoryCondition(condition: DeviceCondition): boolean {
  return condition.kind === 'charger' || condition.kind === 'battery';
}

/**
 * Step 1: grades of the results behind the answered quality questions, in
 * question order. Charger and battery questions only correct the price.
 */
export function collectQualities({ conditions, results, selected }: Omit<AppraisalInput, 'minimalBuyoutPrice'>): Quality[] {
  const grades: Quality[] = [];
  for (const condition of conditions) {
    if (condition.type !== 'quality' || isAccessoryCondition(condition)) continue;
    const choice = selectedChoice(condition, selected);
    const grade = resultById(results, choice?.appraisal_result)?.quality;
    if (grade) grades.push(grade);
  }
  return grades;
}

/**
 * Steps 2–3: the worse of the first two collected grades. The shop rule looks
 * no further; later answers affect the offer only through price corrections.
 */
export function pickQuality(grades: readonly Quality[]): Quality | null {
  if (grades.length === 0) return null;
  return grades.length === 1 ? grades[0] : worseQuality(grades[0], grades[1]);
}

/**
 * Step 4: the model's result for the grade, or for the nearest worse grade it
 * has; never a better one, which would overpay.
 */
export function findResultForQuality(results: readonly AppraisalResult[], quality: Quality): AppraisalResult | null {
  for (let rank = qualityRank(quality); rank < QUALITIES.length; rank += 1) {
    const found = results.find((result) => result.quality === QUALITIES[rank]);
    if (found) return found;
  }
  return null;
}

/** Sum of price corrections of every answered question, accessories included. */
export function sumPriceCorrections(conditions: readonly DeviceCondition[], selected: SelectedChoices): number {
  return conditions.reduce((sum, condition) => sum + (selectedChoice(condition, selected)?.price_correction ?? 0), 0);
}

// Prices may be decimals; summing floats leaves noise such as 0.30000000000000004.
function roundToCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The trade-in appraisal; null when the answers give no grade the model can be bought in. */
export function appraise(input: AppraisalInput): Appraisal | null {
  const quality = pickQuality(collectQualities(input));
  if (!quality) return null;
  const result = findResultForQuality(input.results, quality);
  if (!result || !result.quality) return null;
  let price = roundToCents(result.price + sumPriceCorrections(input.conditions, input.selected));
  const floor = input.minimalBuyoutPrice;
  if (floor !== null && floor !== undefined && price < floor) price = floor;
  return { quality: result.quality, price, url: result.url, result_id: result.id };
}

/**
 * The device can be bought only when every answered question leads to a
 * graded result; an ungraded one means "we do not buy in this state".
 */
export function canBuyout({ conditions, results, selected }: Omit<AppraisalInput, 'minimalBuyoutPrice'>): boolean {
  return conditions.every((condition) => {
    const value = selected[String(condition.id)];
    if (value === null || value === undefined) return true;
    const choice = selectedChoice(condition, selected);
    return Boolean(resultById(results, choice?.appraisal_result)?.quality);
  });
}

export interface AppraisalLoadState {
  selectedColor: unknown;
  conditions: readonly unknown[] | null | undefined;
  results: readonly unknown[] | null | undefined;
  version: string | number | null | undefined;
  apiErrorMessage: string | null | undefined;
}

function isPresent(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

/** The questionnaire can be shown only with a colour, questions, results, a version and no API error. */
export function isAppraisalLoaded({ selectedColor, conditions, results, version, apiErrorMessage }: AppraisalLoadState): boolean {
  return (
    isPresent(selectedColor) &&
    Array.isArray(conditions) &&
    conditions.length > 0 &&
    Array.isArray(results) &&
    results.length > 0 &&
    isPresent(version) &&
    !apiErrorMessage
  );
}

/**
 * Whether answering `changed` must clear the other quality answers. It need
 * not when the question cannot move the grade: all its choices lead to one
 * result, and that result is one the quality questions start from (the result
 * of some quality question's first choice, this question included).
 */
export function shouldResetOtherConditions(conditions: readonly DeviceCondition[], changed: DeviceCondition): boolean {
  const shared = new Set(changed.choices.map((choice) => choice.appraisal_result));
  const [only] = [...shared];
  if (shared.size !== 1 || only === null || only === undefined) return true;
  const firstChoiceResults = conditions
    .filter((condition) => condition.type === 'quality' && condition.choices.length > 0)
    .map((condition) => condition.choices[0].appraisal_result);
  return !firstChoiceResults.includes(only);
}

export interface ConditionChange {
  conditions: readonly DeviceCondition[];
  selected: SelectedChoices;
  conditionId: DeviceCondition['id'];
  value: ChoiceValue | null;
}

/**
 * New selection after a question was answered: the answer is stored and,
 * unless shouldResetOtherConditions says otherwise, the other quality
 * questions are cleared because their answers may no longer fit the grade.
 * Returns a new object; the input is not changed.
 */
export function resetAfterConditionChange({ conditions, selected, conditionId, value }: ConditionChange): Record<string, ChoiceValue | null> {
  const next: Record<string, ChoiceValue | null> = {};
  for (const [key, current] of Object.entries(selected)) next[key] = current ?? null;
  const previous = next[String(conditionId)] ?? null;
  next[String(conditionId)] = value;
  // A first answer changes nothing the shopper gave before; resetting then
  // would make a questionnaire answered top to bottom impossible to finish.
  if (previous === null) return next;

  const changed = conditions.find((condition) => String(condition.id) === String(conditionId));
  if (!changed || !shouldResetOtherConditions(conditions, changed)) return next;

  for (const condition of conditions) {
    if (condition.type === 'quality' && String(condition.id) !== String(conditionId)) {
      next[String(condition.id)] = null;
    }
  }
  return next;
}

/** Results sorted by grade, as the appraisal table shows them. */
export function sortAppraisalResults(results: readonly AppraisalResult[]): AppraisalResult[] {
  return [...results].sort((a, b) => compareQuality(a.quality, b.quality));
}
