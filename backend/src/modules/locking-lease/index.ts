import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import redisConnection from "@medusajs/locking-redis/dist/loaders"
import { LeaseLockingProvider } from "./service"

/**
 * Medusa's Redis locking provider whose locks a dead process gives up within seconds (service.ts);
 * options as `@medusajs/medusa/locking-redis` (`redisUrl`, `namespace`).
 */
export default ModuleProvider(Modules.LOCKING, { services: [LeaseLockingProvider], loaders: [redisConnection] })
