import { defineConfig } from "vite"
import react from "@vitejs/plugin-react"
import { precompress } from "./scripts/precompress.ts"

const api = process.env.API_URL ?? "http://localhost:8080"

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { "styled-system": new URL("./styled-system", import.meta.url).pathname },
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: {
      "/api": api,
      "/auth": api,
      "/uploads": api,
      "/media": api,
      "/ws": { target: api.replace(/^http/, "ws"), ws: true },
    },
  },
})
