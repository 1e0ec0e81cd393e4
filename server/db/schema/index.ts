export * from "./analytics";
export * from "./cards";
export * from "./forms";
export * from "./limits";
export * from "./salesbot";
export * from "./tracking";
export * from "./uploads";
export * from "./users";
