import { defineConfig } from "drizzle-kit"

export default defineConfig({
  dialect: "postgresql",
  schema: ["./server/core/tables/*.ts", "./server/*/tables/*.ts", "./server/*/tables.ts"],
  out: "./server/core/db/migrations",
  casing: "snake_case",
})
