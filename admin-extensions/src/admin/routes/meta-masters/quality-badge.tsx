import { useT } from "../../lib/i18n"

const QUALITY_COLOR: Record<string, "green" | "blue" | "orange" | "red" | "grey"> = {
  new: "green",
  "A+": "blue",
  A: "blue",
  B: "orange",
  C: "orange",
  D: "red",
}

/** The grade of a member product (`metadata.quality`): new, A+ … D. */
export const QualityBadge = ({ quality }: { quality: string | null }) => {
  const { t } = useT()
  if (!quality) return <span className="text-ui-fg-subtle">—</span>
  return (
    <span
      className={`txt-compact-xsmall-plus inline-flex rounded-md border px-1.5 py-0.5 ${
        QUALITY_COLOR[quality] === "green"
          ? "border-ui-tag-green-border bg-ui-tag-green-bg text-ui-tag-green-text"
          : "border-ui-tag-neutral-border bg-ui-tag-neutral-bg text-ui-tag-neutral-text"
      }`}
      data-testid="quality"
    >
      {quality === "new" ? t("metaMasters.new") : quality}
    </span>
  )
}
