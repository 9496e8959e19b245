import { rejectHostileInput } from "./guard"

export { authenticate } from "./authenticate"
export { describeMiddleware, middlewareDescription, type AuthRequirement, type MiddlewareDescription } from "./described"
export { hardenedErrorHandler } from "./error-handler"
export { validateBody, validateQuery, withBody, withParsedBody, withQuery } from "./validate"

/** Global middlewares (no methods, matcher `/*`): Medusa runs them before every route's own. */
export const hardeningMiddlewares = [{ matcher: "/*", middlewares: [rejectHostileInput] }]
