import { describe, expect, it } from 'vitest';
import {
  appraise,
  canBuyout,
  collectQualities,
  findResultForQuality,
  isAppraisalLoaded,
  pickQuality,
  resetAfterConditionChange,
  shouldResetOtherConditions,
  sortAppraisalResults,
  sumPriceCorrections,
  type AppraisalResult,
  type DeviceCondition,
  type SelectedChoices,
} from './appraisal.js';

const RESULTS: AppraisalResult[] = [
  { id: 1, quality: 'A+', price: 10000, url: '/vykup/a-plus' },
  { id: 2, quality: 'A', price: 8000, url: '/vykup/a' },
  { id: 3, quality: 'B', price: 6000, url: '/vykup/b' },
  { id: 4, quality: 'C', price: 4000, url: '/vykup/c' },
  { id: 5, quality: 'D', price: 2000, url: '/vykup/d' },
  { id: 6, quality: null, price: 0, url: '/vykup/nevykupujeme' },
];

const CONDITIONS: DeviceCondition[] = [
  {
    id: 10,
    name: 'Displej',
    type: 'quality',
    choices: [
      { value: 'perfect', appraisal_result: 1, price_correction: 0 },
      { value: 'scratched', appraisal_result: 3, price_correction: 0 },
      { value: 'broken', appraisal_result: 6, price_correction: 0 },
    ],
  },
  {
    id: 11,
    name: 'Tělo',
    type: 'quality',
    choices: [
      { value: 'perfect', appraisal_result: 1, price_correction: 0 },
      { value: 'worn', appraisal_result: 2, price_correction: -200 },
      { value: 'damaged', appraisal_result: 4, price_correction: 0 },
    ],
  },
  {
    id: 12,
    name: 'Záda',
    type: 'quality',
    choices: [
      { value: 'ok', appraisal_result: 1, price_correction: 0 },
      { value: 'cracked', appraisal_result: 5, price_correction: 0 },
    ],
  },
  {
    id: 13,
    name: 'Originální nabíječka',
    type: 'quality',
    kind: 'charger',
    choices: [
      { value: 'yes', appraisal_result: 1, price_correction: 0 },
      { value: 'no', appraisal_result: 5, price_correction: -300 },
    ],
  },
  {
    id: 14,
    name: 'Baterie',
    type: 'quality',
    kind: 'battery',
    choices: [
      { value: 'good', appraisal_result: 1, price_correction: 0 },
      { value: 'weak', appraisal_result: 5, price_correction: -500 },
    ],
  },
  {
    id: 15,
    name: 'Krabička',
    type: 'common',
    kind: null,
    choices: [
      { value: 1, appraisal_result: 1, price_correction: 100 },
      { value: 0, appraisal_result: 1, price_correction: 0 },
    ],
  },
];

function run(selected: SelectedChoices, minimalBuyoutPrice: number | null = 500, results = RESULTS) {
  return appraise({ conditions: CONDITIONS, results, selected, minimalBuyoutPrice });
}

describe('appraise', () => {
  it('gives no result without answers', () => {
    expect(run({})).toBeNull();
    expect(run({ 10: null, 11: null })).toBeNull();
  });

  it('uses a single collected grade', () => {
    expect(run({ 10: 'perfect' })).toEqual({ quality: 'A+', price: 10000, url: '/vykup/a-plus', result_id: 1 });
  });

  it('takes the worse of the first two grades', () => {
    expect(run({ 10: 'perfect', 11: 'worn' })).toEqual({ quality: 'A', price: 7800, url: '/vykup/a', result_id: 2 });
    expect(run({ 10: 'scratched', 11: 'worn' })).toMatchObject({ quality: 'B', result_id: 3 });
  });

  it('ignores grades after the first two', () => {
    expect(run({ 10: 'scratched', 11: 'perfect', 12: 'cracked' })).toMatchObject({ quality: 'B', price: 6000 });
  });

  it('follows condition order, not selection order', () => {
    expect(run({ 12: 'cracked', 11: 'perfect' })).toMatchObject({ quality: 'D' });
    expect(run({ 12: 'ok', 10: 'scratched' })).toMatchObject({ quality: 'B' });
  });

  it('ignores charger and battery for the grade but applies their corrections', () => {
    expect(run({ 13: 'no', 14: 'weak' })).toBeNull();
    expect(run({ 10: 'perfect', 13: 'no' })).toEqual({ quality: 'A+', price: 9700, url: '/vykup/a-plus', result_id: 1 });
    expect(run({ 13: 'no', 10: 'perfect', 14: 'weak', 11: 'perfect' })).toMatchObject({ quality: 'A+', price: 9200 });
  });

  it('skips answers whose result has no grade', () => {
    // Display "broken" links to an ungraded result, so body and back decide.
    expect(run({ 10: 'broken', 11: 'worn', 12: 'cracked' })).toMatchObject({ quality: 'D', price: 1800 });
    expect(run({ 10: 'broken' })).toBeNull();
  });

  it('skips common conditions for the grade but adds their corrections', () => {
    expect(run({ 15: 1 })).toBeNull();
    expect(run({ 10: 'perfect', 15: 1 })).toMatchObject({ quality: 'A+', price: 10100 });
  });

  it('matches selected values by string form', () => {
    expect(run({ 10: 'perfect', 15: '1' })).toMatchObject({ price: 10100 });
  });

  it('ignores values that are not among the choices', () => {
    expect(run({ 10: 'nonsense' })).toBeNull();
  });

  it('takes the first result of the grade when a model lists several', () => {
    const twoB: AppraisalResult[] = [...RESULTS, { id: 7, quality: 'B', price: 9999, url: '/vykup/b2' }];
    expect(run({ 10: 'scratched' }, null, twoB)).toMatchObject({ quality: 'B', result_id: 3 });
  });

  it('never goes below the minimal buyout price', () => {
    const cheap: AppraisalResult[] = RESULTS.map((r) => (r.quality === 'D' ? { ...r, price: 600 } : r));
    expect(run({ 12: 'cracked', 13: 'no', 14: 'weak' }, 500, cheap)).toMatchObject({ quality: 'D', price: 500 });
    expect(run({ 12: 'cracked', 13: 'no', 14: 'weak' }, null, cheap)).toMatchObject({ price: -200 });
    expect(run({ 12: 'cracked' }, 500, cheap)).toMatchObject({ price: 600 });
  });

  it('sums decimal corrections without float noise', () => {
    const conditions: DeviceCondition[] = [
      { id: 'a', name: 'a', type: 'quality', choices: [{ value: 'x', appraisal_result: 1, price_correction: 0.1 }] },
      { id: 'b', name: 'b', type: 'common', choices: [{ value: 'y', appraisal_result: 1, price_correction: 0.2 }] },
    ];
    const result = appraise({ conditions, results: [{ id: 1, quality: 'A', price: 100, url: '/u' }], selected: { a: 'x', b: 'y' } });
    expect(result).toEqual({ quality: 'A', price: 100.3, url: '/u', result_id: 1 });
  });
});

describe('appraisal steps', () => {
  it('collectQualities lists grades in condition order', () => {
    expect(collectQualities({ conditions: CONDITIONS, results: RESULTS, selected: { 12: 'cracked', 10: 'scratched', 13: 'no' } })).toEqual(['B', 'D']);
  });

  it('pickQuality takes the worse of the first two', () => {
    expect(pickQuality([])).toBeNull();
    expect(pickQuality(['C'])).toBe('C');
    expect(pickQuality(['A', 'C', 'D'])).toBe('C');
    expect(pickQuality(['D', 'A+'])).toBe('D');
  });

  it('findResultForQuality falls back to the nearest worse grade, never a better one', () => {
    expect(findResultForQuality(RESULTS, 'B')?.id).toBe(3);
    const withoutBandC = RESULTS.filter((r) => r.quality !== 'B' && r.quality !== 'C');
    expect(findResultForQuality(withoutBandC, 'B')?.id).toBe(5);
    expect(
      findResultForQuality(
        RESULTS.filter((r) => r.quality !== 'B'),
        'B',
      )?.id,
    ).toBe(4);
    expect(
      findResultForQuality(
        RESULTS.filter((r) => r.quality !== 'D'),
        'D',
      ),
    ).toBeNull();
    expect(
      findResultForQuality(
        RESULTS.filter((r) => r.quality === 'A+' || r.quality === 'A'),
        'B',
      ),
    ).toBeNull();
  });

  it('sumPriceCorrections includes every answered condition', () => {
    expect(sumPriceCorrections(CONDITIONS, { 11: 'worn', 13: 'no', 14: 'weak', 15: 1 })).toBe(-900);
    expect(sumPriceCorrections(CONDITIONS, {})).toBe(0);
  });

  it('sortAppraisalResults orders A+ → D', () => {
    const shuffled = [RESULTS[4], RESULTS[5], RESULTS[0], RESULTS[2], RESULTS[1], RESULTS[3]];
    expect(sortAppraisalResults(shuffled).map((r) => r.quality)).toEqual(['A+', 'A', 'B', 'C', 'D', null]);
  });
});

describe('canBuyout', () => {
  const can = (selected: SelectedChoices, conditions = CONDITIONS) => canBuyout({ conditions, results: RESULTS, selected });

  it('is true when every answered condition leads to a graded result', () => {
    expect(can({ 10: 'perfect', 11: 'worn', 13: 'no', 15: 0 })).toBe(true);
  });

  it('ignores unanswered conditions', () => {
    expect(can({})).toBe(true);
    expect(can({ 10: null, 11: 'worn' })).toBe(true);
  });

  it('is false when an answer leads to an ungraded result', () => {
    expect(can({ 10: 'broken', 11: 'perfect' })).toBe(false);
  });

  it('is false when an answer links no result or an unknown one', () => {
    const conditions: DeviceCondition[] = [
      ...CONDITIONS,
      { id: 16, name: 'Poznámka', type: 'common', choices: [{ value: 'x', appraisal_result: null, price_correction: 0 }] },
      { id: 17, name: 'Jiné', type: 'common', choices: [{ value: 'y', appraisal_result: 99, price_correction: 0 }] },
    ];
    expect(can({ 10: 'perfect', 16: 'x' }, conditions)).toBe(false);
    expect(can({ 10: 'perfect', 17: 'y' }, conditions)).toBe(false);
    expect(can({ 10: 'unknown-value' })).toBe(false);
  });
});

describe('isAppraisalLoaded', () => {
  const loaded = {
    selectedColor: 'iphone-13-black',
    conditions: CONDITIONS,
    results: RESULTS,
    version: 3,
    apiErrorMessage: null,
  };

  it('is true with colour, conditions, results, version and no error', () => {
    expect(isAppraisalLoaded(loaded)).toBe(true);
    expect(isAppraisalLoaded({ ...loaded, version: 0, apiErrorMessage: '' })).toBe(true);
  });

  it.each([
    ['no colour', { selectedColor: null }],
    ['empty colour', { selectedColor: '' }],
    ['no conditions', { conditions: [] }],
    ['missing conditions', { conditions: null }],
    ['no results', { results: [] }],
    ['missing results', { results: undefined }],
    ['no version', { version: null }],
    ['an API error', { apiErrorMessage: 'Omlouváme se, ale při zjišťování nacenění nastala chyba.' }],
  ])('is false with %s', (_label, patch) => {
    expect(isAppraisalLoaded({ ...loaded, ...patch })).toBe(false);
  });
});

describe('resetAfterConditionChange', () => {
  const full: SelectedChoices = { 10: 'scratched', 11: 'worn', 12: 'cracked', 13: 'no', 14: 'weak', 15: 1 };

  it('stores the answer and clears the other quality-type answers', () => {
    const next = resetAfterConditionChange({ conditions: CONDITIONS, selected: full, conditionId: 11, value: 'damaged' });
    expect(next).toEqual({ 10: null, 11: 'damaged', 12: null, 13: null, 14: null, 15: 1 });
  });

  it('does not change its input', () => {
    const copy = { ...full };
    resetAfterConditionChange({ conditions: CONDITIONS, selected: full, conditionId: 10, value: 'perfect' });
    expect(full).toEqual(copy);
  });

  it('keeps everything when all choices share a first-choice result', () => {
    // Box: both choices lead to result 1, the first choice of the display question.
    const next = resetAfterConditionChange({ conditions: CONDITIONS, selected: full, conditionId: 15, value: 0 });
    expect(next).toEqual({ ...full, 15: 0 });
  });

  it('resets when the shared result is not a first-choice result', () => {
    const conditions: DeviceCondition[] = [
      ...CONDITIONS,
      {
        id: 16,
        name: 'Příslušenství',
        type: 'common',
        choices: [
          { value: 'a', appraisal_result: 3, price_correction: 0 },
          { value: 'b', appraisal_result: 3, price_correction: -50 },
        ],
      },
    ];
    const next = resetAfterConditionChange({ conditions, selected: { ...full, 16: 'a' }, conditionId: 16, value: 'b' });
    expect(next).toEqual({ 10: null, 11: null, 12: null, 13: null, 14: null, 15: 1, 16: 'b' });
  });

  it('resets when the choices lead to different results or to none', () => {
    const conditions: DeviceCondition[] = [
      ...CONDITIONS,
      {
        id: 16,
        name: 'Mixed',
        type: 'common',
        choices: [
          { value: 'a', appraisal_result: 1, price_correction: 0 },
          { value: 'b', appraisal_result: 2, price_correction: 0 },
        ],
      },
      {
        id: 17,
        name: 'None',
        type: 'common',
        choices: [
          { value: 'a', appraisal_result: null, price_correction: 0 },
          { value: 'b', appraisal_result: null, price_correction: 0 },
        ],
      },
    ];
    expect(shouldResetOtherConditions(conditions, conditions[6])).toBe(true);
    expect(shouldResetOtherConditions(conditions, conditions[7])).toBe(true);
    expect(resetAfterConditionChange({ conditions, selected: { ...full, 17: 'b' }, conditionId: 17, value: 'a' })[10]).toBeNull();
  });

  it('only stores a first answer, so a questionnaire answered top to bottom can be finished', () => {
    const partial: SelectedChoices = { 10: 'scratched', 11: null };
    const next = resetAfterConditionChange({ conditions: CONDITIONS, selected: partial, conditionId: 11, value: 'worn' });
    expect(next).toEqual({ 10: 'scratched', 11: 'worn' });
  });

  it('keeps other answers for a quality question whose choices cannot move the grade', () => {
    const conditions: DeviceCondition[] = [
      ...CONDITIONS,
      {
        id: 16,
        name: 'Rámeček',
        type: 'quality',
        choices: [
          { value: 'ok', appraisal_result: 1, price_correction: 0 },
          { value: 'scuffed', appraisal_result: 1, price_correction: -100 },
        ],
      },
    ];
    expect(shouldResetOtherConditions(conditions, conditions[6])).toBe(false);
    const next = resetAfterConditionChange({ conditions, selected: full, conditionId: 16, value: 'scuffed' });
    expect(next).toEqual({ ...full, 16: 'scuffed' });
  });

  it('also clears a previously chosen value when the answer is withdrawn', () => {
    const next = resetAfterConditionChange({ conditions: CONDITIONS, selected: full, conditionId: 12, value: null });
    expect(next).toEqual({ 10: null, 11: null, 12: null, 13: null, 14: null, 15: 1 });
  });

  it('just stores the value for an unknown condition', () => {
    expect(resetAfterConditionChange({ conditions: CONDITIONS, selected: { 10: 'perfect' }, conditionId: 99, value: 'x' })).toEqual({ 10: 'perfect', 99: 'x' });
  });

  it('leads to a recalculated appraisal', () => {
    const next = resetAfterConditionChange({ conditions: CONDITIONS, selected: full, conditionId: 10, value: 'perfect' });
    expect(appraise({ conditions: CONDITIONS, results: RESULTS, selected: next, minimalBuyoutPrice: 500 })).toEqual({
      quality: 'A+',
      price: 10100,
      url: '/vykup/a-plus',
      result_id: 1,
    });
  });
});
