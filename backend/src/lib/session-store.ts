import connectPgSimple from "connect-pg-simple"
import session from "express-session"

/**
 * Admin sessions (the dashboard's cookie login) in PostgreSQL when there is
 * no Redis.
 *
 * Medusa 2.21 (framework/dist/http/express-loader.js) puts sessions in Redis
 * with `projectConfig.redisUrl`, in DynamoDB with `sessionOptions.dynamodbOptions`,
 * and otherwise passes no store, so express-session falls back to its
 * MemoryStore: every login is lost on a restart, not seen by a second
 * process, and the map grows without bound (express-session itself says it is
 * not for production). There is no option for another store, so the
 * MemoryStore's methods are pointed at a connect-pg-simple store in the
 * shop's own database (table `http_session`, created on first use, expired
 * rows pruned). express-session is one copy in the tree (the framework's
 * dependency), so this is the class the loader falls back to.
 */
export function keepSessionsInPostgres(databaseUrl: string) {
  let store: session.Store | null = null
  // Created on first use, so `medusa exec` and migrations open no pool.
  const pg = () => {
    store ??= new (connectPgSimple(session))({ conString: databaseUrl, tableName: "http_session", createTableIfMissing: true })
    return store as unknown as Record<string, (...args: unknown[]) => unknown>
  }
  const memory = session.MemoryStore.prototype as unknown as Record<string, unknown>
  for (const method of ["get", "set", "destroy", "touch"]) {
    memory[method] = function (...args: unknown[]) {
      return pg()[method](...args)
    }
  }
}
