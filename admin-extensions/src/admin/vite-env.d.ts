/// <reference types="vite/client" />

/**
 * Replaced by the Medusa application's admin build (admin-bundler `define`)
 * with `admin.backendUrl` from medusa-config. Plugins must use this global
 * instead of `import.meta.env`, which would be frozen at plugin build time.
 */
declare const __BACKEND_URL__: string | undefined
