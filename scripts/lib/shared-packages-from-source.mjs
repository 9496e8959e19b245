import { fileURLToPath } from "node:url"

const domainSrc = fileURLToPath(new URL("../../packages/domain/src/", import.meta.url))
const contractsSrc = fileURLToPath(new URL("../../packages/contracts/src/", import.meta.url))

/**
 * Vitest aliases reading the shared packages from their sources, so unit and
 * integration tests need no build first (CI starts from a fresh clone) and
 * never run against a stale dist/. Every workspace's vitest config uses them.
 */
export const sharedPackagesFromSource = [
  { find: /^@electroshop\/domain$/, replacement: `${domainSrc}index.ts` },
  { find: /^@electroshop\/domain\/(.*)$/, replacement: `${domainSrc}$1.ts` },
  // Each contracts subpath is a folder (one per domain).
  { find: /^@electroshop\/contracts$/, replacement: `${contractsSrc}index.ts` },
  { find: /^@electroshop\/contracts\/(.*)$/, replacement: `${contractsSrc}$1/index.ts` },
]
