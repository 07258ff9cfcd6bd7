import { buildIfNeeded } from "./build-if-needed.ts"

buildIfNeeded()
await import("../server/core/main.ts")
