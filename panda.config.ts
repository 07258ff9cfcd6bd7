import { defineConfig } from "@pandacss/dev"
import { badge, button, card, chip, input, pageColumn, tag } from "./ui/theme/recipes.ts"
import { dialog, menu, pagination, popover, select, tabs } from "./ui/theme/slot-recipes.ts"
import { keyframes, semanticTokens, tokens } from "./ui/theme/tokens.ts"

/**
 * Design tokens and recipes of the whole portal (ui/theme/). Components use semantic
 * tokens only (fg.muted, accent.solid...) and the recipes; raw colours live in ui/theme/tokens.ts.
 */
export default defineConfig({
  preflight: true,
  include: ["./ui/**/*.{ts,tsx}"],
  exclude: ["./ui/**/*.test.ts"],
  outdir: "styled-system",
  jsxFramework: "react",
  theme: {
    extend: {
      tokens,
      semanticTokens,
      keyframes,
      recipes: { button, input, card, tag, badge, chip, pageColumn },
      slotRecipes: { popover, dialog, tabs, menu, select, pagination },
    },
  },
  globalCss: {
    "html, body": { bg: "bg.canvas", color: "fg.default", fontFamily: "body", lineHeight: "1.6", fontSize: "sm" },
    // The compact search header (ui/app/layout/fixed-search-header.tsx, 4 rem high) covers the top of
    // the page once it is scrolled: focus and scrolling into view keep what they bring out from under it.
    html: { WebkitTextSizeAdjust: "100%", scrollPaddingTop: "4.5rem" },
    a: { color: "inherit", textDecoration: "none" },
    "::selection": { bg: "accent.muted" },
    "@media (prefers-reduced-motion: reduce)": {
      "*, *::before, *::after": { animationDuration: "0.01ms !important", transitionDuration: "0.01ms !important" },
    },
  },
})
