import { defineRouteConfig } from "@medusajs/admin-sdk"
import { SquaresPlus } from "@medusajs/icons"
import { Button, Container, Heading, Text } from "@medusajs/ui"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"

import { CATEGORY_KEYS, categoriesApi, type MovePosition } from "../../api/categories"
import { CategoryForm } from "../../components/categories/category-form"
import { CategoryTree } from "../../components/categories/category-tree"
import { MoveForm } from "../../components/categories/move-form"
import { findCategory } from "../../components/categories/tree-utils"
import { RetryAlert } from "../../components/categories/retry-alert"
import { useDeleteCategory } from "../../components/categories/use-delete-category"
import { useT } from "../../lib/i18n"
import { useServerFieldErrors } from "../../lib/form"
import { notify } from "../../lib/notify"
import { PageTitle } from "../../components/headings"
import { Hint } from "../../components/field"
import { withPermission } from "../../components/staff/require-permission"

type Mode = { kind: "edit"; id: string } | { kind: "new"; parentId: string | null } | { kind: "none" }

/** Type-category tree editor: the tree on the left, the selected category's form and move form on the right. */
const TypeCategoriesPage = () => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const fieldErrorText = useServerFieldErrors("categories.errors")
  const [mode, setMode] = useState<Mode>({ kind: "none" })

  const treeQuery = useQuery({ queryKey: CATEGORY_KEYS.tree, queryFn: categoriesApi.tree })
  const manufacturersQuery = useQuery({ queryKey: CATEGORY_KEYS.manufacturers, queryFn: categoriesApi.manufacturers })
  const loadError = treeQuery.error ?? manufacturersQuery.error
  useEffect(() => {
    if (loadError) notify.error(t("categories.messages.load_failed"), { error: loadError, id: "categories-load" })
  }, [loadError, t])

  const tree = treeQuery.data?.type_categories ?? []
  const selected = mode.kind === "edit" ? (findCategory(tree, mode.id) ?? null) : null
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["electroshop", "type-categories"] })
  const deleteCategory = useDeleteCategory(tree)

  const move = async (id: string, target: string, position: MovePosition) => {
    try {
      await categoriesApi.move(id, target, position)
      notify.success(t("categories.messages.saved"))
    } catch (error) {
      // The server puts a refused move on `name`; that message is the toast.
      const fields = fieldErrorText(error)
      const text = fields?.name ?? (fields ? Object.values(fields)[0] : undefined)
      if (text) notify.error(text)
      else notify.error(t("categories.messages.move_failed"), { error })
    } finally {
      await refresh()
    }
  }

  return (
    <div className="flex flex-col gap-y-3">
      <PageTitle title={t("categories.tree.title")} description={t("categories.tree.description")}>
        {selected ? (
          <Button size="small" variant="secondary" onClick={() => setMode({ kind: "new", parentId: selected.id })}>
            {t("categories.tree.add_child")}
          </Button>
        ) : null}
        <Button size="small" variant="secondary" onClick={() => setMode({ kind: "new", parentId: null })}>
          {t("categories.tree.add_root")}
        </Button>
      </PageTitle>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Container className="px-3 py-3" aria-busy={treeQuery.isPending}>
          {treeQuery.isPending ? (
            <Text size="small" className="text-ui-fg-subtle px-3">
              {t("categories.tree.loading")}
            </Text>
          ) : treeQuery.error ? (
            <RetryAlert className="flex flex-col items-start gap-y-2 px-3" message={t("categories.messages.load_failed")} onRetry={() => treeQuery.refetch()} />
          ) : tree.length === 0 ? (
            <Text size="small" className="text-ui-fg-subtle px-3">
              {t("categories.tree.empty")}
            </Text>
          ) : (
            <CategoryTree tree={tree} selectedId={selected?.id ?? null} onSelect={(id) => setMode({ kind: "edit", id })} onMove={move} />
          )}
        </Container>
        <div className="flex flex-col gap-y-3">
          <Container className="px-6 py-4">
            {mode.kind === "none" || (mode.kind === "edit" && !selected) ? (
              <Hint>{t("categories.form.select_hint")}</Hint>
            ) : (
              <div className="flex flex-col gap-y-4">
                <div className="flex items-center justify-between">
                  <Heading level="h2">{selected ? t("categories.form.title_edit") : t("categories.form.title_new")}</Heading>
                  {selected ? (
                    <Button
                      size="small"
                      variant="danger"
                      onClick={async () => {
                        if (await deleteCategory(selected)) {
                          setMode({ kind: "none" })
                          await refresh()
                        }
                      }}
                    >
                      {t("categories.form.delete")}
                    </Button>
                  ) : null}
                </div>
                <CategoryForm
                  key={selected?.id ?? `new-${mode.kind === "new" ? mode.parentId : ""}`}
                  tree={tree}
                  category={selected}
                  parentId={mode.kind === "new" ? mode.parentId : null}
                  manufacturers={(manufacturersQuery.data?.manufacturers ?? []).map((m) => m.value)}
                  onSaved={async (id) => {
                    await refresh()
                    setMode({ kind: "edit", id })
                  }}
                  onCancel={() => setMode({ kind: "none" })}
                />
              </div>
            )}
          </Container>
          {selected ? (
            <Container className="px-6 py-4">
              <MoveForm tree={tree} category={selected} onMove={(target, position) => move(selected.id, target, position)} />
            </Container>
          ) : null}
        </div>
      </div>
    </div>
  )
}

export const config = defineRouteConfig({
  label: "categories.menu_label",
  icon: SquaresPlus,
  translationNs: "electroshop",
})

export default withPermission("catalog:read", TypeCategoriesPage)
