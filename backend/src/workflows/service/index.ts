export * from "./create-order"
export * from "./update-status"
export * from "./events"
export * from "./operations"
