import { appraise, canBuyout, isAppraisalLoaded, resetAfterConditionChange } from '@electroshop/domain/appraisal';
import type { Quality } from '@electroshop/domain/quality';
import type { ApiAppraisal, AppraiseResponse } from '@electroshop/contracts/buyout';
import { BUYOUT_VISIBLE, REVIEW_MODE, SELL_ONLINE_VISIBLE, SEND_TO_EMAIL_VISIBLE, withMode } from './buyout';

/**
 * Client state of the buy-out page (section 3 "Buy-out state"). The device
 * selection itself lives in the URL; this holds what belongs to one selected
 * device: answers, the current result, the view flags and the e-mail flag.
 * Grade and price come from the domain rule for instant feedback and are
 * then replaced by the server's answer, which is the authority.
 */
export interface CurrentAppraisal {
  quality: Quality | null;
  price: number | null;
  url: string | null;
  canBuyout: boolean;
  /**
   * Every question answered. Grade and price are an offer only then (they are
   * null before): a grade from the first answers can still drop with the next.
   */
  complete: boolean;
  /** True once the server confirmed this result. */
  confirmed: boolean;
}

export interface BuyoutState {
  buyoutState: number;
  selected: Record<string, number | null>;
  currentAppraisalResult: CurrentAppraisal | null;
  appraisalAPIErrorMessage: string | null;
  clientTargetUrl: string | null;
  /** null: not sent yet, true: sent, false: failed. */
  emailSent: boolean | null;
  /** Names of the questions whose answers the last changed answer cleared, to tell the shopper which. */
  clearedQuestions: string[];
}

export type BuyoutAction =
  | { type: 'answer'; conditionId: string; value: number }
  | { type: 'server-result'; result: AppraiseResponse; selected: Record<string, number | null> }
  | { type: 'appraisal-error'; message: string; url?: string | null }
  | { type: 'show'; mode: typeof SEND_TO_EMAIL_VISIBLE | typeof SELL_ONLINE_VISIBLE }
  | { type: 'email-sent'; ok: boolean };

/** Grade, price and eligibility by the shared rule (`@electroshop/domain`). */
export function estimate(appraisal: ApiAppraisal, selected: Record<string, number | null>): CurrentAppraisal | null {
  const input = {
    conditions: appraisal.device_conditions,
    results: appraisal.appraisal_result,
    selected,
    minimalBuyoutPrice: appraisal.minimal_buyout_price,
  };
  const answered = Object.values(selected).some((value) => value !== null && value !== undefined);
  if (!answered) return null;
  const complete = appraisal.device_conditions.every((condition) => isAnswered(selected, condition.id));
  const result = complete ? appraise(input) : null;
  return {
    quality: result?.quality ?? null,
    price: result?.price ?? null,
    url: result?.url ?? null,
    canBuyout: canBuyout(input),
    complete,
    confirmed: false,
  };
}

/** The server's appraisal, the authority over the local estimate. */
export function fromServer(result: AppraiseResponse): CurrentAppraisal {
  return {
    quality: result.quality,
    price: result.price,
    url: result.url,
    canBuyout: result.can_buyout,
    complete: result.complete ?? false,
    confirmed: true,
  };
}

function isAnswered(selected: Record<string, number | null>, conditionId: string | number): boolean {
  const value = selected[String(conditionId)];
  return value !== null && value !== undefined;
}

/** Questions answered before and unanswered after a change (the reset rule of section 4 cleared them). */
export function clearedQuestions(appraisal: ApiAppraisal, before: Record<string, number | null>, after: Record<string, number | null>): string[] {
  return appraisal.device_conditions
    .filter((condition) => isAnswered(before, condition.id) && !isAnswered(after, condition.id))
    .map((condition) => condition.name);
}

export function isLoaded(appraisal: ApiAppraisal | null, color: string | null, errorMessage: string | null): boolean {
  return isAppraisalLoaded({
    selectedColor: color,
    conditions: appraisal?.device_conditions,
    results: appraisal?.appraisal_result,
    version: appraisal?.version,
    apiErrorMessage: errorMessage,
  });
}

export function initialState(
  appraisal: ApiAppraisal | null,
  selected: Record<string, number | null>,
  opts: { review?: boolean; loadError?: string | null; mode?: number } = {},
): BuyoutState {
  const current = appraisal ? estimate(appraisal, selected) : null;
  return {
    buyoutState: (opts.review ? REVIEW_MODE : 0) | (appraisal ? BUYOUT_VISIBLE : 0) | (opts.mode ?? 0),
    selected,
    currentAppraisalResult: current,
    appraisalAPIErrorMessage: opts.loadError ?? null,
    clientTargetUrl: null,
    emailSent: null,
    clearedQuestions: [],
  };
}

export function createReducer(appraisal: ApiAppraisal | null) {
  return function reducer(state: BuyoutState, action: BuyoutAction): BuyoutState {
    switch (action.type) {
      case 'answer': {
        if (!appraisal || state.buyoutState & REVIEW_MODE) return state;
        // Our answers are numeric choice ids.
        const selected = resetAfterConditionChange({
          conditions: appraisal.device_conditions,
          selected: state.selected,
          conditionId: action.conditionId,
          value: action.value,
        }) as Record<string, number | null>;
        // A changed answer invalidates a sent quote; the forms stay open with what was typed.
        return {
          ...state,
          selected,
          currentAppraisalResult: estimate(appraisal, selected),
          appraisalAPIErrorMessage: null,
          emailSent: null,
          clearedQuestions: clearedQuestions(appraisal, state.selected, selected),
        };
      }
      case 'server-result': {
        // An answer for an older set of choices must not overwrite a newer estimate.
        if (JSON.stringify(action.selected) !== JSON.stringify(state.selected)) return state;
        return { ...state, currentAppraisalResult: fromServer(action.result) };
      }
      case 'appraisal-error':
        return { ...state, appraisalAPIErrorMessage: action.message, clientTargetUrl: action.url ?? state.clientTargetUrl };
      case 'show':
        return { ...state, buyoutState: withMode(state.buyoutState, action.mode) };
      case 'email-sent':
        return { ...state, emailSent: action.ok };
      default:
        return state;
    }
  };
}
