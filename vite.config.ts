import { defineConfig, type Plugin } from "vite"
import react from "@vitejs/plugin-react"
import { precompress } from "./scripts/precompress.ts"
import { routeChunksPlugin } from "./scripts/route-chunks.ts"
import { firstScreenChunks } from "./scripts/first-screen-chunk.ts"

/** A chunk of the endpoint table or of an area's endpoint module (adapters/api/endpoint-areas.ts), by its file name. */
const ENDPOINT_CHUNK = /(^|\/)([\w-]+-)?endpoint(s|-table)-[\w-]{8}\.js$/

const api = process.env.API_URL ?? "http://localhost:8080"

/** In development, /iframe is the frame's own document too, as the server sends it. */
const iframeDocument = (): Plugin => ({
  name: "portal-iframe-document",
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url === "/iframe" || req.url?.startsWith("/iframe?")) req.url = req.url.replace("/iframe", "/iframe.html")
      next()
    })
  },
})

export default defineConfig({
  plugins: [react(), precompress(), iframeDocument(), routeChunksPlugin()],
  resolve: {
    alias: { "styled-system": new URL("./styled-system", import.meta.url).pathname },
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // The app, and the single-sign-on frame /iframe as a small document of its own (the server
    // sends iframe.html for that path; see ui/app/sso-iframe-main.ts).
    rollupOptions: {
      input: { index: "index.html", iframe: "iframe.html" },
      // Components, machines and domain modules do nothing when imported but declare (their
      // top-level calls build styles, schemas and machines): a page importing one export of an
      // area's index then takes only the modules that export needs, not every page the index names.
      treeshake: {
        moduleSideEffects: [
          { test: /\/ui\/.+\.tsx$/, sideEffects: false },
          { test: /\/(machines|domain)\/.+\.ts$/, sideEffects: false },
        ],
      },
      // What the document runs before its first paint comes in one file, not some thirty; what the
      // catalogue pages share in another (scripts/first-screen-chunk.ts).
      output: { codeSplitting: { groups: firstScreenChunks() } },
    },
    // A page's chunk is fetched when it is opened; the scripts it imports follow it at once.
    // Listing every page's script dependencies for preloading would put the whole map of the
    // portal's pages into the first page's script, so only stylesheets are preloaded ahead. The
    // first page's scripts are named by the server in its document (scripts/route-chunks.ts).
    // The endpoint table and the areas' endpoint modules, some thirty, are the exception: the
    // first calls of every page wait for them, and without their lists each level of their
    // imports would cost the page a round trip.
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) => (hostType === "html" || ENDPOINT_CHUNK.test(file) ? deps : deps.filter((d) => d.endsWith(".css"))),
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
