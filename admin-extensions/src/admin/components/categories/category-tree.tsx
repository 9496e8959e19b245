import { Badge, IconButton, Text, clx } from "@medusajs/ui"
import { ChevronDownMini, ChevronRightMini, DotsSix } from "@medusajs/icons"
import { useState, type DragEvent } from "react"
import { useT } from "../../lib/i18n"
import type { CategoryNode, MovePosition } from "../../api/categories"
import { dropPosition, isSelfOrDescendant } from "./tree-utils"

type Props = {
  tree: CategoryNode[]
  selectedId: string | null
  onSelect: (id: string) => void
  onMove: (id: string, target: string, position: MovePosition) => void
}

const DRAG_TYPE = "application/x-electroshop-category"

/**
 * The category tree (a WAI-ARIA tree). Rows are draggable: dropping on the
 * upper edge of a row puts the category before it, on the lower edge after
 * it, in the middle inside it as first child. Drops into the dragged
 * category's own subtree are not offered. Keyboard users move with the move
 * form next to the tree.
 */
export const CategoryTree = ({ tree, selectedId, onSelect, onMove }: Props) => {
  const { t } = useT()
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set())
  const [dragged, setDragged] = useState<string | null>(null)
  const [hint, setHint] = useState<{ id: string; position: MovePosition } | null>(null)

  const toggle = (id: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  const over = (event: DragEvent<HTMLDivElement>, node: CategoryNode) => {
    if (!dragged || isSelfOrDescendant(tree, dragged, node.id)) return
    event.preventDefault()
    const rect = event.currentTarget.getBoundingClientRect()
    setHint({ id: node.id, position: dropPosition(event.clientY - rect.top, rect.height) })
  }

  const drop = (event: DragEvent<HTMLDivElement>, node: CategoryNode) => {
    event.preventDefault()
    const id = dragged ?? event.dataTransfer.getData(DRAG_TYPE)
    const rect = event.currentTarget.getBoundingClientRect()
    const position = dropPosition(event.clientY - rect.top, rect.height)
    setDragged(null)
    setHint(null)
    if (id && !isSelfOrDescendant(tree, id, node.id)) onMove(id, node.id, position)
  }

  const renderNode = (node: CategoryNode, depth: number) => {
    const open = !collapsed.has(node.id)
    const selected = node.id === selectedId
    const marker = hint?.id === node.id ? hint.position : null
    return (
      <li
        key={node.id}
        role="treeitem"
        aria-selected={selected}
        aria-expanded={node.children.length ? open : undefined}
        data-testid="category-tree-item"
        data-category-id={node.id}
      >
        <div
          draggable
          onDragStart={(event) => {
            event.dataTransfer.setData(DRAG_TYPE, node.id)
            event.dataTransfer.effectAllowed = "move"
            setDragged(node.id)
          }}
          onDragEnd={() => {
            setDragged(null)
            setHint(null)
          }}
          onDragOver={(event) => over(event, node)}
          onDragLeave={() => setHint((h) => (h?.id === node.id ? null : h))}
          onDrop={(event) => drop(event, node)}
          className={clx(
            "flex items-center gap-x-1 rounded-md py-1 pr-2 border-y-2 border-transparent",
            selected ? "bg-ui-bg-highlight" : "hover:bg-ui-bg-base-hover",
            marker === "left" && "border-t-ui-border-interactive",
            marker === "right" && "border-b-ui-border-interactive",
            marker === "first-child" && "bg-ui-bg-highlight-hover",
            dragged === node.id && "opacity-50",
          )}
          style={{ paddingLeft: depth * 20 + 4 }}
          data-testid="category-row"
        >
          <DotsSix className="text-ui-fg-muted cursor-grab shrink-0" aria-hidden />
          {node.children.length ? (
            <IconButton
              size="2xsmall"
              variant="transparent"
              type="button"
              aria-label={t(open ? "categories.tree.collapse" : "categories.tree.expand", { name: node.name })}
              onClick={() => toggle(node.id)}
            >
              {open ? <ChevronDownMini /> : <ChevronRightMini />}
            </IconButton>
          ) : (
            <span className="w-6 shrink-0" />
          )}
          <button
            type="button"
            className="flex-1 min-w-0 text-left truncate txt-compact-small focus-visible:shadow-borders-focus rounded px-1 outline-none"
            onClick={() => onSelect(node.id)}
            aria-current={selected ? "true" : undefined}
          >
            {node.name}
          </button>
          {!node.for_display ? (
            <Badge size="2xsmall" color="grey">
              {t("categories.tree.hidden")}
            </Badge>
          ) : null}
          {!node.is_active ? (
            <Badge size="2xsmall" color="orange">
              {t("categories.tree.inactive")}
            </Badge>
          ) : null}
          <Text size="xsmall" className="text-ui-fg-subtle shrink-0">
            {t("categories.tree.products", { count: node.product_count })}
          </Text>
        </div>
        {node.children.length && open ? <ul role="group">{node.children.map((child) => renderNode(child, depth + 1))}</ul> : null}
      </li>
    )
  }

  return (
    <ul role="tree" aria-label={t("categories.tree.title")} data-testid="category-tree">
      {tree.map((node) => renderNode(node, 0))}
    </ul>
  )
}
