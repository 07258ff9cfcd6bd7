import { dialogAnatomy, menuAnatomy, paginationAnatomy, popoverAnatomy, selectAnatomy, tabsAnatomy } from "@ark-ui/react/anatomy"
import { defineSlotRecipe } from "@pandacss/dev"

/**
 * Slot recipes built from the Ark UI anatomy (one class per part), used by the shared
 * components in ui/components/. Ark marks open/selected/highlighted parts with data attributes.
 */

// Parts animate in, not out: an exit animation that is cut short (the page it belongs to is
// hidden by a navigation) would leave Ark waiting for its end with the part still shown.
const floatingContent = {
  bg: "bg.surface",
  borderRadius: "lg",
  boxShadow: "overlay",
  borderWidth: "1px",
  borderColor: "border.subtle",
  outline: "none",
  zIndex: "popover",
  _open: { animation: "popIn 0.16s ease-out" },
} as const

export const popover = defineSlotRecipe({
  className: "popover",
  slots: popoverAnatomy.keys(),
  base: {
    positioner: { zIndex: "popover" },
    content: { ...floatingContent, p: "4", minW: "48", maxW: "sm", fontSize: "sm" },
    title: { fontWeight: "semibold", fontSize: "sm", mb: "1" },
    description: { color: "fg.muted", fontSize: "sm" },
    closeTrigger: { position: "absolute", top: "2", right: "2", color: "fg.subtle", cursor: "pointer", _hover: { color: "fg.default" } },
    arrow: { "--arrow-size": "10px", "--arrow-background": "colors.bg.surface" },
    arrowTip: { borderTopWidth: "1px", borderLeftWidth: "1px", borderColor: "border.subtle" },
  },
  variants: {
    size: { sm: { content: { p: "3" } }, md: {}, flush: { content: { p: "0" } } },
  },
  defaultVariants: { size: "md" },
})

export const dialog = defineSlotRecipe({
  className: "dialog",
  slots: dialogAnatomy.keys(),
  base: {
    backdrop: {
      position: "fixed",
      inset: "0",
      bg: "bg.overlay",
      zIndex: "overlay",
      _open: { animation: "fadeIn 0.16s ease-out" },
    },
    positioner: {
      position: "fixed",
      inset: "0",
      zIndex: "modal",
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      p: "4",
      overflow: "auto",
    },
    content: {
      position: "relative",
      bg: "bg.surface",
      borderRadius: "xl",
      boxShadow: "overlay",
      w: "full",
      p: "6",
      outline: "none",
      _open: { animation: "popIn 0.18s ease-out" },
    },
    title: { fontSize: "lg", fontWeight: "semibold", mb: "2", pr: "8" },
    description: { color: "fg.muted", fontSize: "sm" },
    closeTrigger: {
      position: "absolute",
      top: "3",
      right: "3",
      w: "8",
      h: "8",
      display: "grid",
      placeItems: "center",
      borderRadius: "md",
      color: "fg.subtle",
      cursor: "pointer",
      _hover: { bg: "bg.muted", color: "fg.default" },
    },
  },
  variants: {
    size: { sm: { content: { maxW: "sm" } }, md: { content: { maxW: "lg" } }, lg: { content: { maxW: "3xl" } } },
  },
  defaultVariants: { size: "md" },
})

export const tabs = defineSlotRecipe({
  className: "tabs",
  slots: tabsAnatomy.keys(),
  base: {
    root: { display: "flex", flexDir: "column", w: "full" },
    list: { display: "flex", gap: "1", borderBottomWidth: "1px", borderColor: "border.subtle", position: "relative" },
    trigger: {
      flex: "1",
      h: "10",
      px: "3",
      fontSize: "sm",
      fontWeight: "medium",
      color: "fg.muted",
      cursor: "pointer",
      borderBottomWidth: "2px",
      borderColor: "transparent",
      mb: "-1px",
      transitionProperty: "color, border-color",
      transitionDuration: "fast",
      _hover: { color: "fg.default" },
      _selected: { color: "accent.text", borderColor: "accent.solid" },
      _focusVisible: { outline: "2px solid", outlineColor: "accent.solid", outlineOffset: "-2px" },
    },
    content: { pt: "3", outline: "none" },
    indicator: { display: "none" },
  },
})

export const menu = defineSlotRecipe({
  className: "menu",
  slots: menuAnatomy.keys(),
  base: {
    positioner: { zIndex: "dropdown" },
    content: { ...floatingContent, py: "1.5", minW: "40", zIndex: "dropdown" },
    item: {
      display: "flex",
      alignItems: "center",
      gap: "2",
      px: "3",
      h: "10",
      fontSize: "sm",
      cursor: "pointer",
      color: "fg.default",
      _highlighted: { bg: "accent.subtle", color: "accent.text" },
      _disabled: { color: "fg.disabled", cursor: "not-allowed" },
    },
    itemGroupLabel: { px: "3", py: "1.5", fontSize: "xs", color: "fg.subtle" },
    separator: { my: "1", borderTopWidth: "1px", borderColor: "border.subtle" },
  },
})

export const select = defineSlotRecipe({
  className: "select",
  slots: selectAnatomy.keys(),
  base: {
    root: { display: "flex", flexDir: "column", gap: "1" },
    label: { fontSize: "sm", fontWeight: "medium", color: "fg.default" },
    control: { position: "relative" },
    trigger: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "space-between",
      gap: "2",
      w: "full",
      h: "10",
      px: "3",
      borderWidth: "1px",
      borderColor: "border.default",
      borderRadius: "md",
      bg: "bg.surface",
      fontSize: "sm",
      cursor: "pointer",
      _hover: { borderColor: "border.strong" },
      _focusVisible: { outline: "none", borderColor: "accent.solid", boxShadow: "0 0 0 3px token(colors.accent.muted)" },
      _open: { borderColor: "accent.solid" },
    },
    indicator: { color: "fg.subtle", transition: "transform 0.15s", _open: { transform: "rotate(180deg)" } },
    positioner: { zIndex: "dropdown" },
    content: { ...floatingContent, py: "1", zIndex: "dropdown", maxH: "72", overflowY: "auto" },
    item: {
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      px: "3",
      h: "9",
      fontSize: "sm",
      cursor: "pointer",
      _highlighted: { bg: "accent.subtle" },
      _selected: { color: "accent.text", fontWeight: "semibold" },
      _disabled: { color: "fg.disabled", cursor: "not-allowed" },
    },
    itemIndicator: { color: "accent.solid" },
    valueText: { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  },
  variants: {
    variant: {
      outline: {},
      /** Inside another control (the search box's type selector): no border of its own. */
      inline: {
        trigger: { borderWidth: "0", bg: "transparent", borderRadius: "0", h: "full", px: "3", _focusVisible: { boxShadow: "none", bg: "bg.subtle" } },
      },
    },
  },
  defaultVariants: { variant: "outline" },
})

/** The bordered box of every button of the pager: the page numbers, 上一页 and 下一页. */
const pageBox = {
  h: "9",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border.default",
  bg: "bg.surface",
  fontSize: "sm",
  cursor: "pointer",
} as const

/** 上一页 and 下一页: the same step either side of the page numbers. */
const pageStep = { ...pageBox, px: "3", _disabled: { color: "fg.disabled", cursor: "not-allowed" } } as const

export const pagination = defineSlotRecipe({
  className: "pagination",
  slots: paginationAnatomy.keys(),
  base: {
    root: { display: "flex", alignItems: "center", justifyContent: "center", gap: "1.5", flexWrap: "wrap", py: "4" },
    item: {
      ...pageBox,
      minW: "9",
      px: "2",
      _hover: { borderColor: "accent.solid", color: "accent.text" },
      _selected: { bg: "accent.solid", borderColor: "accent.solid", color: "accent.contrast", _hover: { color: "accent.contrast" } },
    },
    ellipsis: { minW: "9", textAlign: "center", color: "fg.subtle" },
    prevTrigger: pageStep,
    nextTrigger: pageStep,
  },
})
