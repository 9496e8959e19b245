import { describe, expect, it } from 'vitest';
import type { ApiAppraisal, ApiDeviceCondition } from '@electroshop/contracts/buyout';
import { BUYOUT_VISIBLE, REVIEW_MODE, SELL_ONLINE_VISIBLE, SEND_TO_EMAIL_VISIBLE } from './buyout';
import { createReducer, estimate, fromServer, initialState, isLoaded, type BuyoutState } from './buyout-state';

// Results 1–3 are grades A, B, C; 4 is "we do not buy in this state". Question 30 only corrects the price.
const condition = (id: string, type: 'quality' | 'common', choices: [number, number | null, number][]): ApiDeviceCondition => ({
  id,
  name: `question ${id}`,
  type,
  kind: null,
  position: Number(id),
  choices: choices.map(([value, appraisal_result, price_correction]) => ({ value, label: `choice ${value}`, appraisal_result, price_correction })),
});

const appraisal: ApiAppraisal = {
  version: 'v1',
  minimal_buyout_price: 100,
  max_bonus_percent: null,
  appraisal_result: [
    { id: 1, quality: 'A', price: 5000, url: '/a' },
    { id: 2, quality: 'B', price: 4000, url: '/b' },
    { id: 3, quality: 'C', price: 3000, url: '/c' },
    { id: 4, quality: null, price: 0, url: '/none' },
  ],
  device_conditions: [
    condition('10', 'quality', [
      [101, 1, 0],
      [102, 2, 0],
      [103, 4, 0],
    ]),
    condition('20', 'quality', [
      [201, 1, 0],
      [202, 3, 0],
    ]),
    condition('30', 'common', [
      [301, 1, 0],
      [302, 1, -500],
    ]),
  ],
};

const reducer = createReducer(appraisal);
const start = (selected: Record<string, number | null> = {}) => initialState(appraisal, selected);
const answer = (state: BuyoutState, conditionId: string, value: number) => reducer(state, { type: 'answer', conditionId, value });

describe('initialState', () => {
  it('shows the questionnaire when an appraisal is loaded, and nothing is estimated before an answer', () => {
    const state = start();
    expect(state.buyoutState).toBe(BUYOUT_VISIBLE);
    expect(state.currentAppraisalResult).toBeNull();
    expect(state.emailSent).toBeNull();
  });

  it('keeps the review flag, an open form and a load error', () => {
    const state = initialState(appraisal, {}, { review: true, mode: SELL_ONLINE_VISIBLE, loadError: 'down' });
    expect(state.buyoutState).toBe(REVIEW_MODE | BUYOUT_VISIBLE | SELL_ONLINE_VISIBLE);
    expect(state.appraisalAPIErrorMessage).toBe('down');
  });

  it('without an appraisal nothing is visible', () => {
    expect(initialState(null, {}).buyoutState).toBe(0);
  });
});

describe('estimate', () => {
  it('gives grade and price only once every question is answered', () => {
    const partial = estimate(appraisal, { '10': 102 });
    expect(partial).toMatchObject({ quality: null, price: null, complete: false, canBuyout: true, confirmed: false });
    const full = estimate(appraisal, { '10': 102, '20': 201, '30': 302 });
    // The worst grade wins; the common question corrects the price.
    expect(full).toMatchObject({ quality: 'B', price: 3500, url: '/b', complete: true, canBuyout: true });
  });

  it('an answer leading to an ungraded result means no buy-out', () => {
    expect(estimate(appraisal, { '10': 103 })?.canBuyout).toBe(false);
  });
});

describe('reducer', () => {
  it('records answers in order and estimates after each', () => {
    let state = answer(start(), '10', 101);
    state = answer(state, '20', 202);
    state = answer(state, '30', 301);
    expect(state.selected).toEqual({ '10': 101, '20': 202, '30': 301 });
    expect(state.currentAppraisalResult).toMatchObject({ quality: 'C', price: 3000, complete: true });
    expect(state.clearedQuestions).toEqual([]);
  });

  it('a changed quality answer clears the other quality answers and names them; common answers stay', () => {
    let state = answer(answer(answer(start(), '10', 101), '20', 201), '30', 302);
    state = answer(state, '10', 102);
    expect(state.selected).toEqual({ '10': 102, '20': null, '30': 302 });
    expect(state.clearedQuestions).toEqual(['question 20']);
    expect(state.currentAppraisalResult?.complete).toBe(false);
  });

  it('an answer clears an appraisal error and the sent-quote flag', () => {
    let state = reducer(start(), { type: 'appraisal-error', message: 'failed', url: '/reload' });
    state = reducer(state, { type: 'email-sent', ok: true });
    expect(state).toMatchObject({ appraisalAPIErrorMessage: 'failed', clientTargetUrl: '/reload', emailSent: true });
    state = answer(state, '10', 101);
    expect(state).toMatchObject({ appraisalAPIErrorMessage: null, emailSent: null, clientTargetUrl: '/reload' });
  });

  it("the server's answer replaces the estimate for the same answers only", () => {
    const state = answer(start(), '10', 101);
    const result = { quality: 'A' as const, price: 4900, url: '/a', can_buyout: true, complete: false };
    const confirmed = reducer(state, { type: 'server-result', result, selected: { ...state.selected } });
    expect(confirmed.currentAppraisalResult).toEqual(fromServer(result));
    expect(confirmed.currentAppraisalResult?.confirmed).toBe(true);
    // A late answer for older choices is ignored.
    const stale = reducer(state, { type: 'server-result', result, selected: { '10': 102 } });
    expect(stale).toBe(state);
  });

  it('an error without a new url keeps the previous one', () => {
    const first = reducer(start(), { type: 'appraisal-error', message: 'a', url: '/x' });
    expect(reducer(first, { type: 'appraisal-error', message: 'b' }).clientTargetUrl).toBe('/x');
  });

  it('opening one form closes the other and keeps the questionnaire', () => {
    let state = reducer(start(), { type: 'show', mode: SEND_TO_EMAIL_VISIBLE });
    expect(state.buyoutState).toBe(BUYOUT_VISIBLE | SEND_TO_EMAIL_VISIBLE);
    state = reducer(state, { type: 'show', mode: SELL_ONLINE_VISIBLE });
    expect(state.buyoutState).toBe(BUYOUT_VISIBLE | SELL_ONLINE_VISIBLE);
  });

  it('in review mode answers are read-only', () => {
    const review = initialState(appraisal, { '10': 101 }, { review: true });
    expect(answer(review, '10', 102)).toBe(review);
  });

  it('without an appraisal an answer changes nothing', () => {
    const state = initialState(null, {});
    expect(createReducer(null)(state, { type: 'answer', conditionId: '10', value: 101 })).toBe(state);
  });
});

describe('isLoaded', () => {
  it('needs a colour, the appraisal and no error', () => {
    expect(isLoaded(appraisal, 'black', null)).toBe(true);
    expect(isLoaded(appraisal, null, null)).toBe(false);
    expect(isLoaded(appraisal, 'black', 'failed')).toBe(false);
    expect(isLoaded(null, 'black', null)).toBe(false);
  });
});
