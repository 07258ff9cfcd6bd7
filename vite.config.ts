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
    // A page's chunk is fetched when it is opened; the scripts it imports follow it at once.
    // Listing every page's script dependencies for preloading would put the whole map of the
    // portal's pages into the first page's script, so only stylesheets are preloaded ahead.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : deps.filter((d) => d.endsWith(".css"))),
    },
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
