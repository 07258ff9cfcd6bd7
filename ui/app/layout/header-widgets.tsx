import { css } from "styled-system/css"
import { SEARCH_TARGETS, SEARCH_TYPES, type SearchType } from "../../../domain/shell/search-history.ts"
import { Select } from "../../components/select.tsx"

export { AccountPopover } from "./account-popover.tsx"
export { MobileMenu } from "./mobile-menu.tsx"
export { ServiceAccountPopover } from "./service-account-popover.tsx"

/**
 * The header's Ark UI widgets, one chunk loaded after the page is up (deferred-widgets.tsx):
 * the search type selector, the account popover with the logout dialog, the service-account
 * popover and the phone menu.
 */

const TYPE_OPTIONS = SEARCH_TYPES.map((type) => ({ value: type, label: SEARCH_TARGETS[type].label }))

export function SearchTypeSelect({ value, onValueChange, defaultOpen = false }: { readonly value: SearchType; readonly onValueChange: (type: SearchType) => void; readonly defaultOpen?: boolean }) {
  return (
    <Select
      label="搜索类型"
      hideLabel
      variant="inline"
      options={TYPE_OPTIONS}
      value={value}
      defaultOpen={defaultOpen}
      onValueChange={(next) => onValueChange(next as SearchType)}
      className={css({ w: "full", h: "full", "& [data-part=control]": { h: "full" }, "& [data-part=trigger]": { fontSize: "sm", color: "fg.default", px: { base: "2.5", sm: "3" }, gap: "1" } })}
    />
  )
}
