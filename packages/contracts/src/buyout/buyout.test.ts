import { describe, expect, it } from 'vitest';
import {
  AdminStatusChangeSchema,
  AppraisalPayloadSchema,
  BUYOUT_PATHS,
  BUYOUT_STATUSES,
  BUYOUT_TRANSITIONS,
  GRADES,
  GradeSchema,
  allowedTransitions,
  canTransition,
  offerPath,
  quotePath,
  reviewPath,
  selectorPath,
  statusPath,
  thanksPath,
} from './index.js';

describe('grades', () => {
  it('are the domain grades, best first', () => {
    expect(GRADES).toEqual(['A+', 'A', 'B', 'C', 'D']);
    expect(GradeSchema.safeParse('A+').success).toBe(true);
    expect(GradeSchema.safeParse('new').success).toBe(false);
  });
});

describe('statuses', () => {
  it('name a transition list for every status, and only statuses as targets', () => {
    expect(Object.keys(BUYOUT_TRANSITIONS).sort()).toEqual([...BUYOUT_STATUSES].sort());
    for (const targets of Object.values(BUYOUT_TRANSITIONS)) for (const t of targets) expect(BUYOUT_STATUSES).toContain(t);
  });

  it('allow only the lifecycle edges', () => {
    expect(canTransition('inspected', 're_offer')).toBe(true);
    expect(canTransition('new', 'paid')).toBe(false);
    expect(allowedTransitions('paid')).toEqual([]);
    expect(allowedTransitions('unknown')).toEqual([]);
  });

  it('validate an admin status change', () => {
    expect(AdminStatusChangeSchema.safeParse({ status: 're_offer', offered_price: 100 }).success).toBe(true);
    expect(AdminStatusChangeSchema.safeParse({ status: 'lost' }).success).toBe(false);
  });
});

describe('paths', () => {
  it('are localised per variant', () => {
    expect(BUYOUT_PATHS.cz.status).toBe('/vykup/stav');
    expect(BUYOUT_PATHS.ro.status).toBe('/vanzare/stare');
  });

  it('build the links the backend sends and the storefront routes', () => {
    expect(selectorPath('cz', ['mobilni-telefony', null, 'iphone 15'])).toBe('/vykup/mobilni-telefony/iphone%2015');
    expect(thanksPath('ro', 'br_1')).toBe('/vanzare/multumim/br_1');
    expect(statusPath('cz', 'VK000001')).toBe('/vykup/stav?number=VK000001');
    expect(statusPath('ro')).toBe('/vanzare/stare');
    expect(offerPath('cz', 'br_1', 'a+b')).toBe('/vykup/nabidka?id=br_1&token=a%2Bb');
    expect(quotePath('ro', 'Q1')).toBe('/vanzare?url_code=Q1');
    expect(reviewPath('cz', 'br_1', 't')).toBe('/vykup/dekujeme/br_1?token=t');
  });
});

describe('AppraisalPayloadSchema', () => {
  it('takes ids as strings or numbers', () => {
    const parsed = AppraisalPayloadSchema.parse({ device_identifier: 12, appraisal_version: 'v1', device_condition_choices: [1, '2'] });
    expect(parsed.device_identifier).toBe('12');
  });
});
