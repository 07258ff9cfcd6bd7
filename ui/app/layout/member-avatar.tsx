import { css } from "styled-system/css"

const DEFAULT_AVATAR = "/brand/avatar-default.svg"

/** A member's round avatar; the default picture when none is set (spec 1 §9). */
export function MemberAvatar({ src, size = 32 }: { readonly src: string | null | undefined; readonly size?: number }) {
  return (
    <img
      src={src ? src : DEFAULT_AVATAR}
      alt=""
      width={size}
      height={size}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(DEFAULT_AVATAR)) event.currentTarget.src = DEFAULT_AVATAR
      }}
      className={css({ borderRadius: "full", objectFit: "cover", bg: "bg.muted", flexShrink: 0, borderWidth: "1px", borderColor: "border.subtle" })}
    />
  )
}
