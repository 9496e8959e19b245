import { usePrompt } from "@medusajs/ui"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { categoriesApi, type CategoryNode } from "../../api/categories"
import { findCategory } from "./tree-utils"

/**
 * Deleting asks first and says what happens to what is inside: subcategories
 * move up into the deleted one's place, products only lose this category.
 * Resolves true when the category was deleted.
 */
export function useDeleteCategory(tree: CategoryNode[]) {
  const { t } = useT()
  const prompt = usePrompt()
  return async (category: CategoryNode): Promise<boolean> => {
    const parent = findCategory(tree, category.parent_id)
    const lines = [
      category.children.length
        ? t("categories.delete.children", { count: category.children.length, parent: parent?.name ?? t("categories.delete.top_level") })
        : null,
      category.product_count ? t("categories.delete.products", { count: category.product_count }) : null,
    ].filter(Boolean)
    const confirmed = await prompt({
      title: t("categories.delete.title", { name: category.name }),
      description: lines.length ? lines.join(" ") : t("categories.delete.plain"),
      confirmText: t("categories.delete.confirm"),
      cancelText: t("categories.delete.cancel"),
    })
    if (!confirmed) return false
    try {
      await categoriesApi.remove(category.id)
      notify.success(t("categories.messages.deleted"))
      return true
    } catch (error) {
      notify.error(t("categories.messages.save_failed"), { error })
      return false
    }
  }
}
