import { Button, Heading } from "@medusajs/ui"
import { useEffect, useMemo } from "react"
import { z } from "zod"
import { useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import type { CategoryNode, MovePosition } from "../../api/categories"
import { FormField, NativeSelect } from "../field"
import { flattenTree, isSelfOrDescendant } from "./tree-utils"

const POSITIONS = ["left", "right", "first-child", "last-child"] as const satisfies readonly MovePosition[]
const moveSchema = z.object({ target: z.string().min(1), position: z.enum(POSITIONS) })

/** The keyboard way to move: pick a target category and where to put the category relative to it. */
export const MoveForm = ({
  tree,
  category,
  onMove,
}: {
  tree: CategoryNode[]
  category: CategoryNode
  onMove: (target: string, position: MovePosition) => Promise<void>
}) => {
  const { t } = useT()
  // Targets inside the category's own subtree are listed too: the server refuses them and the toast explains why.
  const targets = useMemo(() => flattenTree(tree).filter((c) => c.id !== category.id), [tree, category.id])
  const form = useZodForm(moveSchema, { target: "", position: "left" })
  useEffect(() => form.setValue("target", ""), [category.id, form])
  const target = form.watch("target")
  const submit = form.handleSubmit(({ target, position }) => onMove(target, position))

  return (
    <form onSubmit={submit} className="flex flex-col gap-y-3" data-testid="move-form" aria-labelledby="move-form-title">
      <Heading level="h3" id="move-form-title">
        {t("categories.move.title")}
      </Heading>
      <div className="grid grid-cols-2 gap-3">
        <FormField id="move-target" label={t("categories.move.target")}>
          <NativeSelect id="move-target" required {...form.register("target")}>
            <option value="" disabled>
              —
            </option>
            {targets.map((c) => (
              <option key={c.id} value={c.id} data-inside={isSelfOrDescendant(tree, category.id, c.id) || undefined}>
                {`${"\u00a0\u00a0".repeat(c.depth)}${c.name}`}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="move-position" label={t("categories.move.position")}>
          <NativeSelect id="move-position" {...form.register("position")}>
            {POSITIONS.map((p) => (
              <option key={p} value={p}>
                {t(`categories.move.positions.${p}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" size="small" variant="secondary" disabled={!target} isLoading={form.formState.isSubmitting}>
          {t("categories.move.submit")}
        </Button>
      </div>
    </form>
  )
}
