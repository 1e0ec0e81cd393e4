export * from "./cards";
export * from "./salesbot";
export * from "./tracking";
export * from "./users";
