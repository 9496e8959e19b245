// One lint configuration for every workspace (run by `npm run lint` and `npm test`).
// typescript-eslint's recommended rules without type information: type errors are
// the type check's job (`npm run typecheck`), and type-aware linting of this tree
// costs minutes on a 2-core machine.
import js from "@eslint/js"
import globals from "globals"
import reactHooks from "eslint-plugin-react-hooks"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/build/**",
      "**/.medusa/**",
      "**/.cache/**",
      "**/.turbo/**",
      ".data/**",
      "**/migrations/**",
      "storefront/public/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node },
    },
    rules: {
      // `_name` marks an argument a signature requires but the body does not use.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      // Medusa's container, query graph and workflow step results are typed loosely; `any` there is honest.
      "@typescript-eslint/no-explicit-any": "off",
      "no-empty": ["error", { allowEmptyCatch: true }],
    },
  },
  {
    files: ["storefront/app/**/*.{ts,tsx}", "admin-extensions/src/admin/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    // One backend caller in the storefront: the shop's own store routes through lib/backend.server.ts
    // (backendApi, backendData), which keep the status, the field errors and Retry-After.
    files: ["storefront/app/**/*.{ts,tsx}"],
    ignores: ["storefront/app/lib/backend.server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='fetch'][callee.object.property.name='client']",
          message:
            "Call the shop's store routes with backendApi or backendData (~/lib/backend.server): the SDK's client.fetch drops the status, the field errors and Retry-After.",
        },
      ],
    },
  },
  {
    // A page's loader and action call their feature's *.server.ts (features/<domain>), which names each
    // backend call; no route file calls the backend itself.
    files: ["storefront/app/routes/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "~/lib/backend.server",
              importNames: ["backendApi", "backendData"],
              message: "Call the backend from the feature's *.server.ts (features/<domain>).",
            },
            { name: "~/lib/medusa.server", importNames: ["getSdk"], message: "Call Medusa from the feature's *.server.ts (features/<domain>)." },
          ],
        },
      ],
    },
  },
  {
    // The admin's calls of the backend, one module per domain in admin-extensions/src/admin/api/ (Medusa's
    // own endpoints too); screens, widgets and hooks call those. The two hooks over one admin path
    // (a settings section, an order's status step) take the path from there.
    files: ["admin-extensions/src/admin/**/*.{ts,tsx}"],
    ignores: [
      "admin-extensions/src/admin/api/**",
      "admin-extensions/src/admin/components/settings-section.tsx",
      "admin-extensions/src/admin/components/order-status-step.tsx",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/lib/sdk", "./sdk"],
              importNames: ["api", "sdk", "uploadCsv"],
              message: "Call the backend from the domain's module in admin-extensions/src/admin/api/.",
            },
          ],
        },
      ],
    },
  },
  // A module of ours stands alone, as Medusa's do: its models, service and queries may use the shop's
  // pure helpers (lib/) and the shared model fields (modules/shared), never a workflow, route,
  // subscriber, job, script, link or another module. Modules are joined by links and read together
  // through Query; writes across them are workflows (docs/architecture.md).
  ...[
    // From a module's own folder another module is `../<name>/…`; from its models/ or migrations/, `../../<name>/…`.
    { files: ["backend/src/modules/*/*.ts"], otherModule: "^\\.\\./(?!shared(/|$)|\\.\\./)[\\w-]+(/|$)" },
    { files: ["backend/src/modules/*/*/**/*.ts"], otherModule: "^\\.\\./\\.\\./(?!shared(/|$)|\\.\\./)[\\w-]+(/|$)" },
  ].map(({ files, otherModule }) => ({
    files,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/workflows", "**/workflows/**", "**/api/**", "**/subscribers/**", "**/jobs/**", "**/scripts/**", "**/links/**"],
              message: "A module stands alone: move this into a workflow, or pass what the module needs in.",
            },
            {
              regex: otherModule,
              message: "A module does not import another module: join them by a link, read them through Query, write them in a workflow.",
            },
          ],
        },
      ],
    },
  })),
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
)
