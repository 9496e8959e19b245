import { useRef } from "react"
import { useSearchParams } from "react-router-dom"

/**
 * The query string a page's filters last asked for, while the router catches up. React Router 7
 * applies a navigation in a transition, so a render in between (a list's query answering) still
 * shows the old URL: two quick changes (a manufacturer, then a device type) would each start from
 * it, and the first would be lost. The URL takes over again once it shows every write, or at
 * once when someone else navigates (a link, the back button).
 */
export class SearchParamsLatch {
  private shown: string
  private pending: string[] = []
  private latestParams: URLSearchParams

  constructor(params: URLSearchParams) {
    this.shown = params.toString()
    this.latestParams = params
  }

  /** What the router shows now, at each render. */
  observe(params: URLSearchParams): void {
    const shown = params.toString()
    if (shown === this.shown) return
    this.shown = shown
    const mine = this.pending.indexOf(shown)
    this.pending = mine < 0 ? [] : this.pending.slice(mine + 1)
    if (this.pending.length === 0) this.latestParams = params
  }

  /** A write the router has not necessarily shown yet. */
  write(next: URLSearchParams): void {
    this.latestParams = next
    if (next.toString() !== this.shown) this.pending.push(next.toString())
  }

  get latest(): URLSearchParams {
    return this.latestParams
  }
}

/** useSearchParams whose setter starts from the last params written, not from the rendered ones. */
export function useLatestSearchParams() {
  const [params, setParams] = useSearchParams()
  const latch = useRef<SearchParamsLatch>()
  latch.current ??= new SearchParamsLatch(params)
  latch.current.observe(params)
  // A filter replaces the history entry; turning a page adds one ({ replace: false }), so Back returns to it.
  const update = (change: (latest: URLSearchParams) => URLSearchParams, { replace = true } = {}) => {
    const next = change(latch.current!.latest)
    latch.current!.write(next)
    setParams(next, { replace })
  }
  return [params, update] as const
}

/**
 * `next` filters, made from the `rendered` ones, applied to the `latest` written: only the values
 * `next` changed (a key it leaves out is removed), so a sort pressed while the router still shows the
 * URL before a search keeps that search.
 */
export function changedFilters<F extends Record<string, unknown>>(latest: F, rendered: F, next: F): F {
  const merged: Record<string, unknown> = { ...latest }
  for (const key of new Set([...Object.keys(rendered), ...Object.keys(next)])) {
    if (JSON.stringify(rendered[key]) === JSON.stringify(next[key])) continue
    if (key in next) merged[key] = next[key]
    else delete merged[key]
  }
  return merged as F
}
