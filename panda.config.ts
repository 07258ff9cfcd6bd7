import { defineConfig, defineRecipe } from "@pandacss/dev"

/**
 * Design tokens and recipes of the whole portal. Components use semantic
 * tokens only (fg.muted, accent.solid...); raw colours live here.
 */
const button = defineRecipe({
  className: "button",
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "2",
    borderRadius: "md",
    fontWeight: "medium",
    cursor: "pointer",
    transition: "background 0.15s, color 0.15s, border-color 0.15s",
    borderWidth: "1px",
    borderColor: "transparent",
    whiteSpace: "nowrap",
    _disabled: { opacity: 0.5, cursor: "not-allowed" },
    _focusVisible: { outline: "2px solid", outlineColor: "accent.solid", outlineOffset: "2px" },
  },
  variants: {
    variant: {
      solid: { bg: "accent.solid", color: "accent.contrast", _hover: { bg: "accent.emphasized" } },
      outline: { bg: "bg.surface", borderColor: "accent.solid", color: "accent.text", _hover: { bg: "accent.subtle" } },
      ghost: { bg: "transparent", color: "fg.default", _hover: { bg: "bg.muted" } },
      danger: { bg: "danger.solid", color: "white", _hover: { opacity: 0.9 } },
    },
    size: {
      sm: { h: "8", px: "3", fontSize: "sm" },
      md: { h: "10", px: "4", fontSize: "md" },
      lg: { h: "12", px: "6", fontSize: "lg" },
    },
  },
  defaultVariants: { variant: "solid", size: "md" },
})

const input = defineRecipe({
  className: "input",
  base: {
    w: "full",
    h: "10",
    px: "3",
    borderRadius: "md",
    borderWidth: "1px",
    borderColor: "border.default",
    bg: "bg.surface",
    color: "fg.default",
    fontSize: "md",
    _placeholder: { color: "fg.subtle" },
    _focus: { outline: "none", borderColor: "accent.solid", boxShadow: "0 0 0 3px token(colors.accent.subtle)" },
    _invalid: { borderColor: "danger.solid" },
    _disabled: { bg: "bg.muted", cursor: "not-allowed" },
  },
})

const card = defineRecipe({
  className: "card",
  base: { bg: "bg.surface", borderRadius: "lg", borderWidth: "1px", borderColor: "border.subtle", p: "4", boxShadow: "sm" },
})

const tag = defineRecipe({
  className: "tag",
  base: { display: "inline-flex", alignItems: "center", px: "2", h: "6", borderRadius: "sm", fontSize: "xs", fontWeight: "medium" },
  variants: {
    tone: {
      accent: { bg: "accent.subtle", color: "accent.text" },
      neutral: { bg: "bg.muted", color: "fg.muted" },
      warning: { bg: "warning.subtle", color: "warning.text" },
      danger: { bg: "danger.subtle", color: "danger.text" },
    },
  },
  defaultVariants: { tone: "accent" },
})

const badge = defineRecipe({
  className: "badge",
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    minW: "5",
    h: "5",
    px: "1.5",
    borderRadius: "full",
    fontSize: "xs",
    fontWeight: "bold",
  },
  variants: {
    tone: {
      vip: { bg: "vip.solid", color: "vip.contrast" },
      count: { bg: "danger.solid", color: "white" },
      maker: { bg: "accent.solid", color: "accent.contrast" },
    },
  },
  defaultVariants: { tone: "count" },
})

export default defineConfig({
  preflight: true,
  include: ["./ui/**/*.{ts,tsx}"],
  exclude: [],
  outdir: "styled-system",
  jsxFramework: "react",
  theme: {
    extend: {
      tokens: {
        colors: {
          teal: {
            50: { value: "#effcf9" },
            100: { value: "#c9f4ea" },
            500: { value: "#14a085" },
            600: { value: "#0e8770" },
            700: { value: "#0b6b5a" },
          },
          coral: { 50: { value: "#fff1ee" }, 500: { value: "#f0643c" }, 700: { value: "#b8401f" } },
          gold: { 100: { value: "#fdf3d7" }, 500: { value: "#d9a521" }, 800: { value: "#5c4300" } },
        },
        fonts: {
          body: { value: "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', system-ui, sans-serif" },
        },
      },
      semanticTokens: {
        colors: {
          bg: {
            canvas: { value: "#f5f7f7" },
            surface: { value: "#ffffff" },
            muted: { value: "{colors.gray.100}" },
            inverse: { value: "{colors.gray.900}" },
          },
          fg: {
            default: { value: "{colors.gray.900}" },
            muted: { value: "{colors.gray.600}" },
            subtle: { value: "{colors.gray.400}" },
            inverse: { value: "#ffffff" },
          },
          border: { default: { value: "{colors.gray.300}" }, subtle: { value: "{colors.gray.200}" } },
          accent: {
            solid: { value: "{colors.teal.500}" },
            emphasized: { value: "{colors.teal.600}" },
            text: { value: "{colors.teal.700}" },
            subtle: { value: "{colors.teal.50}" },
            contrast: { value: "#ffffff" },
          },
          highlight: { solid: { value: "{colors.coral.500}" }, subtle: { value: "{colors.coral.50}" }, text: { value: "{colors.coral.700}" } },
          danger: { solid: { value: "{colors.red.600}" }, subtle: { value: "{colors.red.50}" }, text: { value: "{colors.red.700}" } },
          warning: { subtle: { value: "{colors.amber.50}" }, text: { value: "{colors.amber.800}" } },
          success: { solid: { value: "{colors.green.600}" }, subtle: { value: "{colors.green.50}" }, text: { value: "{colors.green.700}" } },
          vip: { solid: { value: "{colors.gold.500}" }, subtle: { value: "{colors.gold.100}" }, contrast: { value: "{colors.gold.800}" } },
        },
      },
      recipes: { button, input, card, tag, badge },
    },
  },
  globalCss: {
    "html, body": { bg: "bg.canvas", color: "fg.default", fontFamily: "body", lineHeight: "1.6" },
    a: { color: "inherit", textDecoration: "none" },
  },
})
