import { defineRecipe } from "@pandacss/dev"

/**
 * Atomic recipes every page reuses: `import { button, input, card, tag, badge, pageColumn } from "styled-system/recipes"`.
 * State shows through data attributes and ARIA (`data-loading`, `aria-invalid`, `aria-current`).
 */

export const button = defineRecipe({
  className: "button",
  description: "Buttons and button-looking links",
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "1.5",
    borderRadius: "md",
    fontWeight: "medium",
    lineHeight: "1",
    cursor: "pointer",
    userSelect: "none",
    transitionProperty: "background, color, border-color, box-shadow",
    transitionDuration: "fast",
    borderWidth: "1px",
    borderColor: "transparent",
    whiteSpace: "nowrap",
    textDecoration: "none",
    _disabled: { opacity: 0.5, cursor: "not-allowed" },
    "&[data-loading]": { cursor: "progress", opacity: 0.8 },
    _focusVisible: { outline: "2px solid", outlineColor: "accent.solid", outlineOffset: "2px" },
  },
  variants: {
    variant: {
      solid: { bg: "accent.solid", color: "accent.contrast", _hover: { bg: "accent.emphasized" } },
      highlight: { bg: "highlight.solid", color: "highlight.contrast", _hover: { bg: "highlight.emphasized" } },
      outline: { bg: "bg.surface", borderColor: "accent.solid", color: "accent.text", _hover: { bg: "accent.subtle" } },
      subtle: { bg: "accent.subtle", color: "accent.text", _hover: { bg: "accent.muted" } },
      plain: { bg: "bg.surface", borderColor: "border.default", color: "fg.default", _hover: { borderColor: "accent.solid", color: "accent.text" } },
      ghost: { bg: "transparent", color: "fg.default", _hover: { bg: "bg.muted" } },
      link: { bg: "transparent", color: "fg.link", px: "0!", h: "auto!", _hover: { textDecoration: "underline" } },
      danger: { bg: "danger.solid", color: "white", _hover: { opacity: 0.9 } },
    },
    size: {
      xs: { h: "7", px: "2.5", fontSize: "xs" },
      sm: { h: "8", px: "3", fontSize: "sm" },
      md: { h: "10", px: "4", fontSize: "sm" },
      lg: { h: "12", px: "6", fontSize: "md" },
    },
    shape: {
      rounded: {},
      pill: { borderRadius: "full" },
      square: { px: "0", aspectRatio: "1" },
    },
  },
  defaultVariants: { variant: "solid", size: "md", shape: "rounded" },
})

export const input = defineRecipe({
  className: "input",
  description: "Text fields",
  base: {
    w: "full",
    px: "3",
    borderRadius: "md",
    borderWidth: "1px",
    borderColor: "border.default",
    bg: "bg.surface",
    color: "fg.default",
    outline: "none",
    transitionProperty: "border-color, box-shadow",
    transitionDuration: "fast",
    _placeholder: { color: "fg.subtle" },
    _hover: { borderColor: "border.strong" },
    _focus: { borderColor: "accent.solid", boxShadow: "0 0 0 3px token(colors.accent.muted)" },
    _invalid: { borderColor: "danger.solid", _focus: { boxShadow: "0 0 0 3px token(colors.danger.subtle)" } },
    _disabled: { bg: "bg.muted", color: "fg.disabled", cursor: "not-allowed" },
  },
  variants: {
    size: {
      sm: { h: "8", fontSize: "sm" },
      md: { h: "10", fontSize: "sm" },
      lg: { h: "12", fontSize: "md" },
    },
  },
  defaultVariants: { size: "md" },
})

export const card = defineRecipe({
  className: "card",
  description: "Surfaces that group content",
  base: { bg: "bg.surface", borderRadius: "lg", overflow: "hidden" },
  variants: {
    variant: {
      outline: { borderWidth: "1px", borderColor: "border.subtle" },
      elevated: { boxShadow: "card" },
      interactive: {
        boxShadow: "card",
        transitionProperty: "box-shadow, transform",
        transitionDuration: "normal",
        _hover: { boxShadow: "raised", transform: "translateY(-2px)" },
      },
    },
    padding: { none: { p: "0" }, sm: { p: "3" }, md: { p: "4" }, lg: { p: { base: "4", md: "6" } } },
  },
  defaultVariants: { variant: "outline", padding: "md" },
})

export const tag = defineRecipe({
  className: "tag",
  description: "Labels on content (category, status, relation)",
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: "1",
    px: "2",
    h: "6",
    borderRadius: "sm",
    fontSize: "xs",
    fontWeight: "medium",
    whiteSpace: "nowrap",
  },
  variants: {
    tone: {
      accent: { bg: "accent.subtle", color: "accent.text" },
      highlight: { bg: "highlight.subtle", color: "highlight.text" },
      neutral: { bg: "bg.muted", color: "fg.muted" },
      success: { bg: "success.subtle", color: "success.text" },
      warning: { bg: "warning.subtle", color: "warning.text" },
      danger: { bg: "danger.subtle", color: "danger.text" },
      vip: { bg: "vip.subtle", color: "vip.contrast" },
    },
    size: { sm: { h: "5", px: "1.5", fontSize: "2xs" }, md: {} },
  },
  defaultVariants: { tone: "accent", size: "md" },
})

export const badge = defineRecipe({
  className: "badge",
  description: "Small counts and member marks",
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "0.5",
    minW: "5",
    h: "5",
    px: "1.5",
    borderRadius: "full",
    fontSize: "xs",
    fontWeight: "bold",
    lineHeight: "1",
    whiteSpace: "nowrap",
  },
  variants: {
    tone: {
      count: { bg: "danger.solid", color: "white" },
      vip: { bgGradient: "to-r", gradientFrom: "vip.muted", gradientTo: "vip.solid", color: "vip.contrast" },
      maker: { bg: "accent.solid", color: "accent.contrast" },
      neutral: { bg: "bg.emphasized", color: "fg.muted" },
    },
  },
  defaultVariants: { tone: "count" },
})

export const chip = defineRecipe({
  className: "chip",
  description: "Pressable filter choices (type, state, sort, date range); aria-pressed marks the chosen one",
  base: {
    display: "inline-flex",
    alignItems: "center",
    flexShrink: 0,
    px: "3",
    h: "8",
    borderRadius: "full",
    fontSize: "sm",
    borderWidth: "1px",
    color: "fg.muted",
    cursor: "pointer",
    whiteSpace: "nowrap",
    _hover: { color: "accent.text" },
    _focusVisible: { outline: "2px solid", outlineColor: "accent.solid", outlineOffset: "1px" },
    "&[aria-pressed=true]": { bg: "accent.subtle", color: "accent.text", fontWeight: "medium" },
  },
  variants: {
    variant: {
      /** Bordered chips on a panel (filters of lists). */
      outline: {
        borderColor: "border.default",
        bg: "bg.surface",
        _hover: { borderColor: "accent.solid" },
        "&[aria-pressed=true]": { borderColor: "accent.solid" },
      },
      /** Borderless chips in a toolbar (sort and category rows of catalogues). */
      plain: { borderColor: "transparent", "&[aria-pressed=true]": { borderColor: "accent.muted" } },
    },
  },
  defaultVariants: { variant: "outline" },
})

export const pageColumn = defineRecipe({
  className: "page-column",
  description: "The portal's page column: its width, centred, with the side gutters of phones and wider screens",
  base: { maxW: "page", mx: "auto", px: { base: "3", md: "4" } },
  variants: {
    /** Room above and below a page: text pages and centres (news, forum, notices) take more than the mall and course pages. */
    space: {
      none: {},
      roomy: { py: { base: "4", md: "6" } },
      snug: { py: { base: "3", md: "5" } },
    },
  },
  defaultVariants: { space: "none" },
})
