import { defineSemanticTokens, defineTokens } from "@pandacss/dev"

/**
 * Raw design tokens of the portal. Components never use these directly: they use the
 * semantic tokens below (fg.muted, accent.solid...), so that a palette change is made here once.
 */
export const tokens = defineTokens({
  colors: {
    teal: {
      50: { value: "#effcf9" },
      100: { value: "#c9f4ea" },
      200: { value: "#94e6d4" },
      300: { value: "#5cd1ba" },
      400: { value: "#2fb89d" },
      500: { value: "#14a085" },
      600: { value: "#0d7d67" },
      700: { value: "#0b6b5a" },
      800: { value: "#0b5549" },
      900: { value: "#0a463d" },
    },
    coral: {
      50: { value: "#fff1ee" },
      100: { value: "#ffded5" },
      400: { value: "#f58462" },
      500: { value: "#f0643c" },
      600: { value: "#c94a22" },
      700: { value: "#b8401f" },
    },
    gold: { 50: { value: "#fffaeb" }, 100: { value: "#fdf3d7" }, 300: { value: "#f2cd6b" }, 500: { value: "#d9a521" }, 800: { value: "#5c4300" } },
    slate: { 850: { value: "#1c2a2f" }, 900: { value: "#142024" }, 950: { value: "#0e181b" } },
  },
  fonts: {
    body: {
      value:
        "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', system-ui, -apple-system, 'Segoe UI', sans-serif",
    },
    mono: { value: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" },
  },
  sizes: {
    page: { value: "1200px" },
    header: { value: "88px" },
  },
  shadows: {
    card: { value: "0 1px 2px rgba(16, 40, 36, 0.06), 0 1px 3px rgba(16, 40, 36, 0.08)" },
    raised: { value: "0 6px 16px rgba(16, 40, 36, 0.10), 0 2px 6px rgba(16, 40, 36, 0.06)" },
    overlay: { value: "0 12px 32px rgba(16, 40, 36, 0.16), 0 4px 12px rgba(16, 40, 36, 0.08)" },
  },
  durations: { fast: { value: "120ms" }, normal: { value: "200ms" } },
  zIndex: {
    hide: { value: -1 },
    base: { value: 0 },
    docked: { value: 10 },
    dropdown: { value: 1000 },
    sticky: { value: 1100 },
    banner: { value: 1200 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    popover: { value: 1500 },
    skipLink: { value: 1600 },
    toast: { value: 1700 },
    tooltip: { value: 1800 },
  },
})

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: "#f4f6f6" },
      surface: { value: "#ffffff" },
      subtle: { value: "{colors.gray.50}" },
      muted: { value: "{colors.gray.100}" },
      emphasized: { value: "{colors.gray.200}" },
      inverse: { value: "{colors.slate.900}" },
      inverseSubtle: { value: "{colors.slate.850}" },
      overlay: { value: "rgba(12, 22, 24, 0.48)" },
    },
    fg: {
      default: { value: "{colors.gray.900}" },
      muted: { value: "{colors.gray.600}" },
      // 4.5:1 on the canvas and the tinted panels, not only on white.
      subtle: { value: "#646b78" },
      disabled: { value: "{colors.gray.400}" },
      inverse: { value: "#ffffff" },
      inverseMuted: { value: "#a9b8b6" },
      link: { value: "{colors.teal.700}" },
    },
    border: {
      default: { value: "{colors.gray.300}" },
      subtle: { value: "{colors.gray.200}" },
      strong: { value: "{colors.gray.400}" },
      inverse: { value: "rgba(255, 255, 255, 0.12)" },
    },
    accent: {
      // White on the solid colours keeps 4.5:1 (WCAG AA for text on buttons).
      solid: { value: "{colors.teal.600}" },
      emphasized: { value: "{colors.teal.700}" },
      text: { value: "{colors.teal.700}" },
      muted: { value: "{colors.teal.100}" },
      subtle: { value: "{colors.teal.50}" },
      contrast: { value: "#ffffff" },
    },
    highlight: {
      solid: { value: "{colors.coral.600}" },
      emphasized: { value: "{colors.coral.700}" },
      text: { value: "{colors.coral.700}" },
      muted: { value: "{colors.coral.100}" },
      subtle: { value: "{colors.coral.50}" },
      contrast: { value: "#ffffff" },
    },
    danger: { solid: { value: "{colors.red.600}" }, subtle: { value: "{colors.red.50}" }, text: { value: "{colors.red.700}" } },
    warning: { solid: { value: "{colors.amber.500}" }, subtle: { value: "{colors.amber.50}" }, text: { value: "{colors.amber.800}" } },
    success: { solid: { value: "{colors.green.600}" }, subtle: { value: "{colors.green.50}" }, text: { value: "{colors.green.700}" } },
    vip: {
      solid: { value: "{colors.gold.500}" },
      muted: { value: "{colors.gold.300}" },
      subtle: { value: "{colors.gold.100}" },
      contrast: { value: "{colors.gold.800}" },
    },
  },
})

/** Motion shared by popovers, menus, selects and dialogs (Ark sets data-state). */
export const keyframes = {
  fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
  fadeOut: { from: { opacity: 1 }, to: { opacity: 0 } },
  popIn: { from: { opacity: 0, transform: "translateY(-4px) scale(0.98)" }, to: { opacity: 1, transform: "translateY(0) scale(1)" } },
  popOut: { from: { opacity: 1, transform: "translateY(0) scale(1)" }, to: { opacity: 0, transform: "translateY(-4px) scale(0.98)" } },
  slideDown: { from: { transform: "translateY(-100%)" }, to: { transform: "translateY(0)" } },
  spin: { to: { transform: "rotate(360deg)" } },
}
