import { defineRouteConfig } from "@medusajs/admin-sdk"
import { TagSolid } from "@medusajs/icons"
import { Badge, Button, Checkbox, Container, Table, Text } from "@medusajs/ui"
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect, useState, type HTMLAttributes } from "react"

import { CATEGORY_KEYS, categoriesApi } from "../../api/categories"
import { CategoryPicker } from "../../components/categories/category-picker"
import { LabelledInput, LabelledSelect } from "../../components/field"
import { GRID_PAGE_SIZE, gridApiParams, gridFiltersFromParams, gridFiltersToParams, type GridFilters } from "../../components/categories/grid-filters"
import { flattenTree } from "../../components/categories/tree-utils"
import { RetryAlert } from "../../components/categories/retry-alert"
import { useT } from "../../lib/i18n"
import { useLatestSearchParams } from "../../lib/latest-search-params"
import { notify } from "../../lib/notify"
import { PageTitle } from "../../components/headings"
import { withPermission } from "../../components/staff/require-permission"

// Medusa UI types Table.Cell without td attributes; colSpan is still passed through to the <td>.
const FULL_ROW = { colSpan: 7 } as unknown as HTMLAttributes<HTMLTableCellElement>

/**
 * Product-categories assignment grid: master products filtered and paged on
 * the server, a selection that survives paging, a category picker, and bulk
 * assign / remove of every selected product × every picked category.
 */
const ProductCategoriesGridPage = () => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const [params, setParams] = useLatestSearchParams()
  const filters = gridFiltersFromParams(params)
  const setFilters = (patch: Partial<GridFilters>) => setParams((latest) => gridFiltersToParams({ ...gridFiltersFromParams(latest), page: 1, ...patch }))
  const [search, setSearch] = useState(filters.q)
  const [selectedProducts, setSelectedProducts] = useState<Set<string>>(new Set())
  const [selectedCategories, setSelectedCategories] = useState<string[]>([])
  const [saving, setSaving] = useState<"add" | "remove" | null>(null)

  // Typing filters after a short pause, so every keystroke does not hit the server.
  useEffect(() => {
    if (search === filters.q) return
    const timer = setTimeout(() => setFilters({ q: search }), 300)
    return () => clearTimeout(timer)
  }, [search]) // eslint-disable-line react-hooks/exhaustive-deps

  const apiParams = gridApiParams(filters).toString()
  const grid = useQuery({
    queryKey: CATEGORY_KEYS.grid(apiParams),
    queryFn: () => categoriesApi.grid(new URLSearchParams(apiParams)),
    placeholderData: keepPreviousData,
  })
  const tree = useQuery({ queryKey: CATEGORY_KEYS.tree, queryFn: categoriesApi.tree })
  const options = useQuery({ queryKey: CATEGORY_KEYS.gridFilters, queryFn: categoriesApi.gridFilters })
  useEffect(() => {
    if (tree.error || options.error) notify.error(t("categories.messages.load_failed"), { error: tree.error ?? options.error, id: "categories-load" })
  }, [tree.error, options.error, t])
  useEffect(() => {
    if (grid.error) notify.error(t("categories.messages.load_products_failed"), { error: grid.error, id: "grid-load" })
  }, [grid.error, t])

  const products = grid.data?.products ?? []
  const count = grid.data?.count ?? 0
  const pageCount = Math.max(1, Math.ceil(count / GRID_PAGE_SIZE))
  const allOnPage = products.length > 0 && products.every((p) => selectedProducts.has(p.id))
  const toggleProduct = (id: string, on: boolean) =>
    setSelectedProducts((prev) => {
      const next = new Set(prev)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const togglePage = (on: boolean) =>
    setSelectedProducts((prev) => {
      const next = new Set(prev)
      for (const p of products) {
        if (on) next.add(p.id)
        else next.delete(p.id)
      }
      return next
    })

  const bulk = async (action: "add" | "remove") => {
    if (selectedProducts.size === 0 || selectedCategories.length === 0) {
      notify.warning(t("categories.messages.bulk_warning"))
      return
    }
    setSaving(action)
    try {
      const result = await categoriesApi.bulk(action, [...selectedProducts], selectedCategories)
      notify.success(t("categories.messages.saved"), {
        description:
          action === "add" ? t("categories.messages.bulk_added", { count: result.added }) : t("categories.messages.bulk_removed", { count: result.removed }),
      })
      await queryClient.invalidateQueries({ queryKey: ["electroshop", "type-categories"] })
    } catch (error) {
      notify.error(t("categories.messages.bulk_failed"), { error })
    } finally {
      setSaving(null)
    }
  }

  const flatCategories = flattenTree(tree.data?.type_categories ?? [])
  const select = (key: "category_id" | "manufacturer" | "device_type" | "quality" | "in_stock", label: string, choices: { value: string; label: string }[]) => (
    <LabelledSelect
      id={`filter-${key}`}
      label={label}
      value={filters[key]}
      onChange={(e) => setFilters({ [key]: e.target.value } as Partial<GridFilters>)}
      options={[{ value: "", label: t("categories.grid.any") }, ...choices]}
    />
  )
  const deviceLabel = (d: string) => t(`categories.grid.device_types.${d}` as "categories.grid.device_types.phone", { defaultValue: d })
  const qualityLabel = (q: string) => (q === "new" ? t("categories.grid.quality_new") : q)

  return (
    <div className="flex flex-col gap-y-3">
      <PageTitle title={t("categories.grid.title")} description={t("categories.grid.description")} />
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
        <Container className="p-0 divide-y">
          <div className="flex flex-wrap items-end gap-3 px-6 py-4" role="search">
            <LabelledInput
              id="filter-q"
              label={t("categories.grid.search")}
              type="search"
              placeholder={t("categories.grid.search_placeholder")}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            {select("category_id", t("categories.grid.category"), [
              { value: "none", label: t("categories.grid.category_none") },
              ...flatCategories.map((c) => ({ value: c.id, label: `${"\u00a0\u00a0".repeat(c.depth)}${c.name}` })),
            ])}
            {select(
              "manufacturer",
              t("categories.grid.manufacturer"),
              (options.data?.manufacturers ?? []).map((m) => ({ value: m, label: m })),
            )}
            {select(
              "device_type",
              t("categories.grid.device_type"),
              (options.data?.device_types ?? []).map((d) => ({ value: d, label: deviceLabel(d) })),
            )}
            {select(
              "quality",
              t("categories.grid.quality"),
              (options.data?.qualities ?? []).map((q) => ({ value: q, label: qualityLabel(q) })),
            )}
            {select("in_stock", t("categories.grid.in_stock"), [
              { value: "true", label: t("categories.grid.in_stock_yes") },
              { value: "false", label: t("categories.grid.in_stock_no") },
            ])}
            <Button
              size="small"
              variant="transparent"
              onClick={() => {
                setSearch("")
                setParams(() => new URLSearchParams())
              }}
            >
              {t("categories.grid.clear_filters")}
            </Button>
          </div>
          <div className="flex items-center justify-between px-6 py-2">
            <Text size="small" data-testid="grid-selected">
              {t("categories.grid.selected", { count: selectedProducts.size })}
            </Text>
            {selectedProducts.size ? (
              <Button size="small" variant="transparent" onClick={() => setSelectedProducts(new Set())}>
                {t("categories.grid.clear_selection")}
              </Button>
            ) : null}
          </div>
          <div aria-busy={grid.isFetching} className={grid.isFetching && !grid.isPending ? "opacity-60" : undefined}>
            <Table data-testid="product-grid">
              <Table.Header>
                <Table.Row>
                  <Table.HeaderCell className="w-10">
                    <Checkbox
                      aria-label={t("categories.grid.select_page")}
                      checked={allOnPage}
                      onCheckedChange={(c) => togglePage(c === true)}
                      disabled={!products.length}
                    />
                  </Table.HeaderCell>
                  <Table.HeaderCell>{t("categories.grid.col_product")}</Table.HeaderCell>
                  <Table.HeaderCell>{t("categories.grid.manufacturer")}</Table.HeaderCell>
                  <Table.HeaderCell>{t("categories.grid.device_type")}</Table.HeaderCell>
                  <Table.HeaderCell>{t("categories.grid.quality")}</Table.HeaderCell>
                  <Table.HeaderCell>{t("categories.grid.in_stock")}</Table.HeaderCell>
                  <Table.HeaderCell>{t("categories.grid.col_categories")}</Table.HeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {grid.isPending ? (
                  <Table.Row>
                    <Table.Cell {...FULL_ROW} className="text-ui-fg-subtle">
                      {t("categories.grid.loading")}
                    </Table.Cell>
                  </Table.Row>
                ) : grid.error && !grid.data ? (
                  <Table.Row>
                    <Table.Cell {...FULL_ROW}>
                      <RetryAlert
                        className="flex items-center gap-x-3"
                        message={t("categories.messages.load_products_failed")}
                        onRetry={() => grid.refetch()}
                      />
                    </Table.Cell>
                  </Table.Row>
                ) : products.length === 0 ? (
                  <Table.Row>
                    <Table.Cell {...FULL_ROW} className="text-ui-fg-subtle" data-testid="grid-empty">
                      {t("categories.grid.empty")}
                    </Table.Cell>
                  </Table.Row>
                ) : (
                  products.map((p) => (
                    <Table.Row key={p.id} data-testid="grid-row" data-product-id={p.id}>
                      <Table.Cell>
                        <Checkbox
                          aria-label={t("categories.grid.select_row", { title: p.title })}
                          checked={selectedProducts.has(p.id)}
                          onCheckedChange={(c) => toggleProduct(p.id, c === true)}
                        />
                      </Table.Cell>
                      <Table.Cell>
                        <div className="flex items-center gap-x-2">
                          {p.thumbnail ? <img src={p.thumbnail} alt="" className="h-8 w-8 rounded object-contain" /> : null}
                          <span className="truncate max-w-72">{p.title}</span>
                        </div>
                      </Table.Cell>
                      <Table.Cell>{p.manufacturer ?? "—"}</Table.Cell>
                      <Table.Cell>{p.device_type ? deviceLabel(p.device_type) : "—"}</Table.Cell>
                      <Table.Cell>{p.quality ? qualityLabel(p.quality) : "—"}</Table.Cell>
                      <Table.Cell>
                        <Badge size="2xsmall" color={p.in_stock ? "green" : "grey"}>
                          {p.in_stock ? t("categories.grid.in_stock_yes") : t("categories.grid.in_stock_no")}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell>
                        <span className="whitespace-normal txt-compact-xsmall" data-testid="grid-row-categories">
                          {p.categories.map((c) => c.name).join(", ") || "—"}
                        </span>
                      </Table.Cell>
                    </Table.Row>
                  ))
                )}
              </Table.Body>
            </Table>
          </div>
          <div className="flex items-center justify-between px-6 py-3">
            <Text size="small" className="text-ui-fg-subtle">
              {t("categories.grid.range", {
                from: count ? (filters.page - 1) * GRID_PAGE_SIZE + 1 : 0,
                to: Math.min(filters.page * GRID_PAGE_SIZE, count),
                count,
              })}
            </Text>
            <div className="flex gap-x-2">
              <Button
                size="small"
                variant="secondary"
                disabled={filters.page <= 1}
                onClick={() => setParams((latest) => gridFiltersToParams({ ...gridFiltersFromParams(latest), page: filters.page - 1 }), { replace: false })}
              >
                {t("categories.grid.prev")}
              </Button>
              <Button
                size="small"
                variant="secondary"
                disabled={filters.page >= pageCount}
                onClick={() => setParams((latest) => gridFiltersToParams({ ...gridFiltersFromParams(latest), page: filters.page + 1 }), { replace: false })}
              >
                {t("categories.grid.next")}
              </Button>
            </div>
          </div>
        </Container>
        <Container className="flex flex-col gap-y-4 px-4 py-4 h-fit">
          <CategoryPicker tree={tree.data?.type_categories ?? []} selected={selectedCategories} onChange={setSelectedCategories} />
          <div className="flex gap-x-2">
            <Button size="small" className="flex-1" isLoading={saving === "add"} disabled={saving !== null} onClick={() => bulk("add")}>
              {t("categories.grid.assign")}
            </Button>
            <Button
              size="small"
              variant="secondary"
              className="flex-1"
              isLoading={saving === "remove"}
              disabled={saving !== null}
              onClick={() => bulk("remove")}
            >
              {t("categories.grid.remove")}
            </Button>
          </div>
        </Container>
      </div>
    </div>
  )
}

export const config = defineRouteConfig({
  label: "categories.grid_menu_label",
  icon: TagSolid,
  translationNs: "electroshop",
})

export default withPermission("catalog:read", ProductCategoriesGridPage)
