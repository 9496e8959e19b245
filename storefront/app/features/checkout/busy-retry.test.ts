import { describe, expect, it } from 'vitest';
import { BUSY_RETRY_DELAYS_MS, completingWhileBusy } from './busy-retry';

type Answer = { ok: boolean; status: number; body: unknown };

const busy: Answer = { ok: false, status: 409, body: { code: 'checkout_busy', message: 'busy', type: 'conflict' } };
const soldOut: Answer = { ok: false, status: 409, body: { code: 'insufficient_stock', message: 'sold out', type: 'conflict' } };
const order: Answer = { ok: true, status: 200, body: { type: 'order' } };

function backend(answers: Answer[]) {
  const waited: number[] = [];
  let calls = 0;
  const complete = async () => answers[Math.min(calls++, answers.length - 1)];
  return { complete, wait: async (ms: number) => void waited.push(ms), waited, calls: () => calls };
}

describe('completingWhileBusy', () => {
  it('tries again while busy and answers the order once it is placed', async () => {
    const b = backend([busy, order]);
    expect(await completingWhileBusy(b.complete, b.wait)).toBe(order);
    expect(b.waited).toEqual([BUSY_RETRY_DELAYS_MS[0]]);
  });

  it('answers the refusal that follows a busy one (sold out meanwhile)', async () => {
    const b = backend([busy, soldOut]);
    expect(await completingWhileBusy(b.complete, b.wait)).toBe(soldOut);
    expect(b.calls()).toBe(2);
  });

  it('gives up after three tries and shows the busy answer', async () => {
    const b = backend([busy]);
    expect(await completingWhileBusy(b.complete, b.wait)).toBe(busy);
    expect(b.calls()).toBe(3);
    expect(b.waited).toEqual(BUSY_RETRY_DELAYS_MS);
  });

  it('never tries again an order placed or refused for another reason', async () => {
    for (const answer of [order, soldOut, { ok: false, status: 400, body: { code: 'checkout_busy' } }] as Answer[]) {
      const b = backend([answer]);
      expect(await completingWhileBusy(b.complete, b.wait)).toBe(answer);
      expect(b.calls()).toBe(1);
    }
  });
});
