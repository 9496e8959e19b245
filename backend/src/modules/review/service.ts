import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { Review, ReviewVote } from "./models/review"

export type ReviewSummary = { average_rating: number | null; count: number }

/** CRUD of reviews and votes (Medusa's generated methods) plus the public summary of a product. */
export default class ReviewModuleService extends MedusaService({ Review, ReviewVote }) {
  /** Average rating (one decimal) and number of the product's approved reviews; only those are public. */
  async summarizeApproved(productId: string): Promise<ReviewSummary> {
    return (await this.summarizeApprovedOf([productId])).get(productId) ?? { average_rating: null, count: 0 }
  }

  /** The same for many products at once (the listing's read model); products without approved reviews are absent. */
  @InjectManager()
  async summarizeApprovedOf(productIds: string[], @MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<Map<string, ReviewSummary>> {
    const rows: { product_id: string; average: string; count: string }[] = await sharedContext.manager!.execute(
      `select product_id, round(avg(rating)::numeric, 1) as average, count(*) as count from review
        where product_id in (?) and state = 'approved' and deleted_at is null group by product_id`,
      [productIds],
    )
    return new Map(rows.map((r) => [r.product_id, { average_rating: Number(r.average), count: Number(r.count) }]))
  }

  /**
   * Adds `by` (1 or −1) to the review's helpful count in one statement, so
   * votes of different shoppers at the same time all count; → the new count.
   */
  @InjectManager()
  async addHelpful(reviewId: string, by: 1 | -1, @MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<number> {
    const [row] = await sharedContext.manager!.execute(
      `update review set helpful_count = greatest(helpful_count + ?, 0), updated_at = now() where id = ? returning helpful_count`,
      [by, reviewId],
    )
    return Number(row?.helpful_count ?? 0)
  }
}
