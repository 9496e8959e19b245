export * from "./sell-online"
export * from "./send-quote"
export * from "./update-status"
export * from "./decide-offer"
