import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"

/**
 * Who may import whom (see the design notes): domain <- machines <- ui, adapters
 * wired in at the app's composition root (ui/app) and server/ apart.
 */
export interface Violation {
  readonly file: string
  readonly specifier: string
  readonly rule: string
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g

export const importsOf = (source: string): string[] => {
  const found: string[] = []
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2]
    if (specifier) found.push(specifier)
  }
  return found
}

const topFolder = (file: string) => file.split("/")[0] ?? ""

/** The folder a relative import lands in, relative to the project root. */
const target = (file: string, specifier: string): string =>
  path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))

const packageName = (specifier: string) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : (specifier.split("/")[0] ?? specifier)

/** The view area a ui/ file belongs to (its folder), or null for the app and the shared parts. */
const SHARED_UI = new Set(["app", "components", "hooks", "theme", "notify"])
const viewArea = (file: string): string | null => {
  const folder = /^ui\/([^/]+)\//.exec(file)?.[1]
  return folder && !SHARED_UI.has(folder) ? folder : null
}

export const checkImport = (file: string, specifier: string): string | null => {
  const layer = topFolder(file)
  const relative = specifier.startsWith(".")
  const into = relative ? target(file, specifier) : null
  const intoLayer = into ? topFolder(into) : null
  const pkg = relative ? null : packageName(specifier)

  switch (layer) {
    case "domain":
      if (relative) return intoLayer === "domain" ? null : "domain/ imports only domain/ files"
      return pkg === "effect" ? null : "domain/ imports only effect"
    case "machines":
      if (relative) return intoLayer === "machines" || intoLayer === "domain" ? null : "machines/ import only domain/ and machines/"
      return pkg === "xstate" ? null : "machines/ import only xstate"
    case "adapters":
      if (relative) return intoLayer === "adapters" || intoLayer === "domain" ? null : "adapters/ import only domain/ and adapters/"
      return pkg === "react" || pkg === "react-dom" || pkg === "xstate" ? "adapters/ hold no views or machines" : null
    case "server":
      if (relative) return intoLayer === "server" || intoLayer === "domain" ? null : "server/ imports only domain/ and server/"
      return ["react", "react-dom", "xstate", "@xstate/react", "wouter", "ofetch", "jsencrypt", "video.js", "@ark-ui/react"].includes(pkg ?? "")
        ? "server/ imports no browser library"
        : null
    case "ui": {
      if (!relative || !into) return null
      if (intoLayer === "server") return "ui/ never imports server/"
      if (intoLayer === "adapters" && !file.startsWith("ui/app/")) return "adapters are wired in at the composition root (ui/app/)"
      const area = viewArea(file)
      const intoArea = viewArea(into)
      if (area && intoArea && area !== intoArea && into !== `ui/${intoArea}/index.ts`) return "view areas import each other only through the area's index.ts"
      return null
    }
    default:
      return null
  }
}

/** The one ui/ module that may start actors with @xstate/react's own hooks (it adds the inspector). */
export const FLOW_HOOKS = "ui/app/flow-hooks.ts"

const XSTATE_REACT_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@xstate\/react["']/g

/** Whether a ui/ file starts actors with @xstate/react's useMachine/useActorRef instead of the app's own. */
export const bypassesFlowHooks = (file: string, source: string): boolean => {
  if (!file.startsWith("ui/") || file === FLOW_HOOKS) return false
  for (const match of source.matchAll(XSTATE_REACT_IMPORT)) {
    const names = (match[1] ?? "").split(",").map((name) => name.trim().split(/\s+as\s+/)[0])
    if (names.includes("useMachine") || names.includes("useActorRef")) return true
  }
  return false
}

/** Browser and network globals that pure layers must not touch (they get them through actors or adapters). */
const IMPURE_GLOBALS = /\b(?:document|window|localStorage|sessionStorage|navigator|XMLHttpRequest|WebSocket)\s*[.[(]|\bfetch\s*\(/

/** The first impure global a pure file (domain/, machines/) uses, or null. */
export const impureGlobal = (source: string): string | null => {
  const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "").replace(/(["'`])(?:\\.|(?!\1)[^\\])*\1/g, '""')
  return IMPURE_GLOBALS.exec(code)?.[0] ?? null
}

const SOURCE = /\.(ts|tsx|mts)$/
const SKIP = new Set(["node_modules", "dist", "styled-system", "coverage", ".git", "data"])

const walk = (root: string, dir: string, out: string[]) => {
  for (const name of readdirSync(path.join(root, dir))) {
    if (SKIP.has(name)) continue
    const rel = dir ? `${dir}/${name}` : name
    if (statSync(path.join(root, rel)).isDirectory()) walk(root, rel, out)
    else if (SOURCE.test(name)) out.push(rel)
  }
}

/** Checks every source file of the layered folders (tests beside modules included). */
export const checkLayers = (root: string): Violation[] => {
  const files: string[] = []
  for (const layer of ["domain", "machines", "adapters", "ui", "server"]) walk(root, layer, files)
  const violations: Violation[] = []
  for (const file of files) {
    const isTest = /\.test\.tsx?$/.test(file)
    const source = readFileSync(path.join(root, file), "utf8")
    const layer = topFolder(file)
    if (!isTest && (layer === "domain" || layer === "machines")) {
      const used = impureGlobal(source)
      if (used) violations.push({ file, specifier: used.trim(), rule: `${layer}/ touches no browser or network global` })
    }
    if (!isTest && bypassesFlowHooks(file, source)) {
      violations.push({ file, specifier: "@xstate/react", rule: `ui/ starts actors with the hooks of ${FLOW_HOOKS}, which send them to the inspector` })
    }
    for (const specifier of importsOf(source)) {
      // Tests may use the test runner and property-testing packages besides their layer's own imports.
      if (isTest && /^(vitest|fast-check|@fast-check\/vitest|node:)/.test(specifier)) continue
      const rule = checkImport(file, specifier)
      if (rule) violations.push({ file, specifier, rule })
    }
  }
  return violations
}
