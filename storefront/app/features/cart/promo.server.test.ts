import { describe, expect, it, vi } from 'vitest';

const applyPromotion = vi.fn();
vi.mock('./cart.server', () => ({ applyPromotion: (...args: unknown[]) => applyPromotion(...args), removePromotion: vi.fn() }));

const { applyPromoCode } = await import('./promo.server');

/** Medusa's client throws its answer's status and message. */
const answered = (status: number, message: string) => Object.assign(new Error(message), { status });

describe('applyPromoCode', () => {
  it("shows the backend's own translated answer when the cart was busy with another change, not 'invalid code'", async () => {
    const busy = 'Košík se právě upravuje jinou vaší změnou. Počkejte prosím chvíli a zkuste to znovu.';
    applyPromotion.mockRejectedValueOnce(answered(409, busy));
    expect(await applyPromoCode('cart_1', 'DEMO10')).toEqual({ ok: false, error: busy });
  });
});
