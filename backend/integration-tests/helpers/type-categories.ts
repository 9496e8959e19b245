import { expect } from "vitest"
import { admin } from "./api"

/** A suffix that keeps one run's names, handles and paths apart from another's. */
export const uniq = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** Type categories a suite creates through the admin API; `removeAll` deletes them again, children first (the reverse of creation). */
export function typeCategories() {
  const created: string[] = []
  return {
    async create(body: Record<string, unknown>) {
      const res = await admin("/admin/type-categories", { method: "POST", json: body })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      created.push(res.body.type_category.id)
      return res.body.type_category
    },
    async removeAll() {
      for (const id of created.reverse()) await admin(`/admin/type-categories/${id}`, { method: "DELETE" })
    },
  }
}
