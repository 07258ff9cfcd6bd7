import { css } from "styled-system/css"

/** The mall's bordered surface: the product, shop, catalogue and cart panels (and the maker centre's preview). */
export const panel = css({ bg: "bg.surface", borderRadius: "lg", borderWidth: "1px", borderColor: "border.subtle" })
