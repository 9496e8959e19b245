/** The bench's percentile of ascending latencies: the value at p % of the way (NaN when there are none). */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}
