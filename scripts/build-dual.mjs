#!/usr/bin/env node
// Builds the workspace package in the current directory twice from one tsconfig:
// CommonJS into dist/cjs (backend, Medusa's CommonJS build) and ES modules into
// dist/esm (storefront and admin through Vite). Each folder gets a package.json
// naming its module type, so Node reads the .js files of both correctly.
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"

const cwd = process.cwd()
const tsc = createRequire(path.join(cwd, "package.json")).resolve("typescript/bin/tsc")
const dist = path.join(cwd, "dist")

fs.rmSync(dist, { recursive: true, force: true })
const builds = [
  { dir: "cjs", type: "commonjs", args: [] },
  { dir: "esm", type: "module", args: ["--module", "es2022", "--moduleResolution", "bundler"] },
]
for (const { dir, type, args } of builds) {
  execFileSync(process.execPath, [tsc, "-p", "tsconfig.json", "--outDir", path.join("dist", dir), ...args], { cwd, stdio: "inherit" })
  fs.writeFileSync(path.join(dist, dir, "package.json"), `${JSON.stringify({ type }, null, 2)}\n`)
}
