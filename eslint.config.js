// Lint rules, and the import rules of docs/DESIGN (who may import whom):
//   domain <- machines <- ui; adapters are wired in only at ui/app; server/ imports domain only.
// The import rules are eslint-plugin-boundaries policies over the element types below; the
// browser globals and @xstate/react's own hooks are core ESLint rules on the right files.
import js from "@eslint/js"
import boundaries from "eslint-plugin-boundaries"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

const TESTS = ["**/*.test.ts", "**/*.test.tsx"]

/** Browser and network globals that domain/, machines/ and server/ reach only through actors or adapters. */
const BROWSER_GLOBALS = ["document", "window", "localStorage", "sessionStorage", "navigator", "XMLHttpRequest", "WebSocket", "fetch"].map(
  (name) => ({ name, message: "Pure layers and the server touch no browser or network global: take it through an actor, an adapter or a parameter." }),
)

/** Browser libraries the server never imports. */
const BROWSER_LIBRARIES = ["react", "react-dom", "xstate", "@xstate/react", "wouter", "ofetch", "jsencrypt", "video.js", "@ark-ui/react"]

/** Why a machine may not compare or search the Chinese text of a message. */
const BY_WORDS = "Branch on the failure's code (callCode in machines/core/failure.ts) or status, not on the words of its message."

/** What a test file may import besides its layer's own imports: the runner and property testing. */
const TEST_PACKAGES = ["vitest", "fast-check", "@fast-check/vitest"]

const element = (type) => ({ to: { element: { type } } })
const external = (source) => ({ to: { module: { origin: "external", source } } })
const core = { to: { module: { origin: "core" } } }

export default tseslint.config(
  {
    ignores: ["node_modules/", "dist/", "styled-system/", "coverage/", "test-results/", "data/", "media/", "public/", "**/*.d.ts"],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // A leading underscore marks a binding kept on purpose (a phantom type parameter, a skipped tuple slot).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true }],
      // Chinese copy uses the ideographic space (U+3000) in strings and JSX text on purpose.
      "no-irregular-whitespace": ["error", { skipStrings: true, skipTemplates: true, skipJSXText: true }],
    },
  },
  {
    files: ["ui/**/*.{ts,tsx}", "adapters/**/*.ts"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["ui/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Our own components take an autoFocus prop that is not the DOM attribute.
      "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
      // A scrolling log or region is focusable so that the keyboard can scroll it.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "log", "region"], allowExpressionValues: true }],
      // Labels wrap their input and text a few elements deep (an option card with a title and a note).
      "jsx-a11y/label-has-associated-control": ["error", { depth: 4 }],
    },
  },
  {
    files: ["ui/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      // An effect that runs only when one value changes (a machine's output, the route) reads the
      // rest through an Effect Event (`useEffectEvent`), not through a missing dependency.
      "react-hooks/exhaustive-deps": "error",
    },
  },

  // Who may import whom.
  {
    files: ["domain/**", "machines/**", "adapters/**", "ui/**", "server/**"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": [
        { type: "domain", pattern: "domain/**", partialMatch: false },
        { type: "machines", pattern: "machines/**", partialMatch: false },
        { type: "adapters", pattern: "adapters/**", partialMatch: false },
        { type: "server", pattern: "server/**", partialMatch: false },
        { type: "ui-app", pattern: "ui/app/**", partialMatch: false },
        { type: "ui-shared", pattern: "ui/{components,hooks,theme,notify}/**", partialMatch: false },
        { type: "ui-root", pattern: "ui/*.{ts,tsx,css}", partialMatch: false },
        // A view area: ui/<area>/; other areas reach it only through its index.ts.
        { type: "ui-area", pattern: "ui/*", capture: ["area"] },
      ],
      "boundaries/files": [{ category: "test", pattern: TESTS }],
      "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
      "boundaries/legacy-templates": false,
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          checkAllOrigins: true,
          checkUnknownLocals: true,
          message: "{{from.element.type}} may not import {{dependency.source}}: see Layout in DESIGN.md",
          policies: [
            { from: { element: { type: "domain" } }, allow: [element("domain"), external("effect")] },
            { from: { element: { type: "machines" } }, allow: [element("domain"), element("machines"), external("xstate")] },
            { from: { element: { type: "adapters" } }, allow: [element("domain"), element("adapters"), core, { to: { module: { origin: "external" } } }] },
            { from: { element: { type: "adapters" } }, disallow: [external(["react", "react-dom", "xstate"])] },
            { from: { element: { type: "server" } }, allow: [element("domain"), element("server"), core, { to: { module: { origin: "external" } } }] },
            { from: { element: { type: "server" } }, disallow: [external(BROWSER_LIBRARIES)] },
            {
              from: { element: { type: ["ui-app", "ui-shared", "ui-root", "ui-area"] } },
              allow: [
                element(["domain", "machines", "ui-app", "ui-shared", "ui-root", "ui-area"]),
                core,
                { to: { module: { origin: "external" } } },
                // Panda's generated styles.
                { to: { element: { isUnknown: true }, file: { path: "styled-system/**" } } },
              ],
            },
            { from: { element: { type: "ui-app" } }, allow: [element("adapters")] },
            // A view area reaches another area only through its public face, index.ts.
            {
              from: { element: { type: "ui-area" } },
              disallow: { to: { element: { type: "ui-area", captured: { area: "!{{from.element.captured.area}}" }, fileInternalPath: "!index.ts" } } },
              message: "ui/{{from.element.captured.area}}/ reaches another view area only through its index.ts, not {{dependency.source}}",
            },
            // Tests may use the runner, property testing and the shared test set-up besides their layer's own imports.
            { from: { file: { categories: "test" } }, allow: [core, external(TEST_PACKAGES), { to: { file: { path: "tests/setup/**" } } }] },
          ],
        },
      ],
    },
  },

  // Pure layers and the server touch no browser or network global.
  {
    files: ["domain/**/*.ts", "machines/**/*.ts", "server/**/*.ts"],
    ignores: TESTS,
    rules: { "no-restricted-globals": ["error", ...BROWSER_GLOBALS] },
  },

  // Files stay small enough to read in one sitting; seed data (long lists of demo records) may be longer.
  {
    files: ["**/*.{ts,tsx,js}"],
    ignores: ["server/seed/**", "server/*/seed*.ts", "server/*/*-seed-data.ts"],
    rules: { "max-lines": ["error", { max: 400 }] },
  },
  // The machine registry only collects the flow entries that live beside their machines.
  {
    files: ["machines/index.ts"],
    rules: { "max-lines": ["error", { max: 150 }] },
  },

  // Machines tell failures apart by their code, never by the Chinese text of a message.
  {
    files: ["machines/**/*.ts"],
    ignores: TESTS,
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "BinaryExpression[operator=/^[!=]==?$/] > Literal[value=/[\\u3400-\\u9fff]/]",
          message: BY_WORDS,
        },
        {
          selector: "CallExpression[callee.property.name=/^(includes|startsWith|endsWith|match|test)$/] > Literal[value=/[\\u3400-\\u9fff]/]",
          message: BY_WORDS,
        },
      ],
    },
  },

  // An area's services hold its rules and queries and throw domain errors; requests, status codes
  // and cookies stay in its routes and server/core/http.
  {
    files: ["server/*/services/**/*.ts"],
    ignores: TESTS,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/core/http/*", "hono", "hono/*", "node:http", "ws"], message: "A service never speaks HTTP: answer a value or throw a domain error, and let the area's routes speak for it." }] },
      ],
    },
  },

  // An area's routes hold no queries: they decode, call their area's services and answer.
  {
    files: ["server/*/routes/**/*.ts"],
    ignores: TESTS,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["drizzle-orm", "drizzle-orm/*", "**/tables.ts", "**/core/db/*"], message: "A route holds no query: put it in a service of the area and call that." }] },
      ],
    },
  },

  // Views start actors through ui/app/flow-hooks.ts, which hands them to the inspector.
  {
    files: ["ui/**/*.{ts,tsx}"],
    ignores: [...TESTS, "ui/app/flow-hooks.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@xstate/react",
              importNames: ["useMachine", "useActorRef"],
              message: "Start actors with the hooks of ui/app/flow-hooks.ts, which send them to the inspector.",
            },
            {
              name: "xstate",
              importNames: ["setup", "createMachine", "assign", "sendTo", "raise"],
              message: "A machine lives in machines/<area>/ with its flow entry; a view provides its actors and sends it events.",
            },
          ],
        },
      ],
    },
  },
)
