import type { PublicPromotion } from '@electroshop/contracts/promotion';
import { backendApi, type Caller } from '~/lib/backend.server';

/** The running public discounts the discounts page lists; null when the backend cannot say (the page says so). */
export async function loadPublicPromotions(caller: Caller): Promise<PublicPromotion[] | null> {
  const answer = await backendApi<{ promotions: PublicPromotion[] }>(caller, '/store/public-promotions').catch(() => null);
  return answer?.ok ? answer.body.promotions : null;
}
