import { useEffect, useRef, type ReactNode } from "react"

/**
 * A part of the page that replaces the button just pressed (the set-up, the recovery codes): focus
 * moves into it, or keyboard and screen-reader users would be left at the top of the page.
 */
export const FocusOnMount = ({ active = true, children }: { active?: boolean; children: ReactNode }) => {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (active) ref.current?.focus()
  }, [active])
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      {children}
    </div>
  )
}
