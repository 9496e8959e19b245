import { Checkbox, Label } from "@medusajs/ui"
import { useMemo, useState } from "react"
import { useT } from "../../lib/i18n"
import type { CategoryNode } from "../../api/categories"
import { flattenTree } from "./tree-utils"
import { Hint, SearchInput } from "../field"

/** Multi-select of categories shown as an indented, searchable checklist. */
export const CategoryPicker = ({ tree, selected, onChange }: { tree: CategoryNode[]; selected: string[]; onChange: (ids: string[]) => void }) => {
  const { t } = useT()
  const [q, setQ] = useState("")
  const flat = useMemo(() => flattenTree(tree), [tree])
  const shown = q.trim() ? flat.filter((c) => c.name.toLowerCase().includes(q.trim().toLowerCase())) : flat
  return (
    <fieldset className="flex flex-col gap-y-2" data-testid="category-picker">
      <legend className="txt-compact-small-plus mb-1">{t("categories.grid.picker_title")}</legend>
      <SearchInput placeholder={t("categories.grid.search")} aria-label={t("categories.grid.search")} value={q} onChange={(e) => setQ(e.target.value)} />
      <div className="max-h-80 overflow-y-auto flex flex-col gap-y-1 pr-1">
        {shown.map((c) => (
          <div key={c.id} className="flex items-center gap-x-2" style={{ paddingLeft: q ? 0 : c.depth * 16 }}>
            <Checkbox
              id={`pick-${c.id}`}
              checked={selected.includes(c.id)}
              onCheckedChange={(checked) => onChange(checked === true ? [...selected, c.id] : selected.filter((id) => id !== c.id))}
            />
            <Label htmlFor={`pick-${c.id}`} size="small">
              {c.name}
            </Label>
          </div>
        ))}
      </div>
      <Hint size="xsmall">{t("categories.grid.picker_selected", { count: selected.length })}</Hint>
    </fieldset>
  )
}
