import { css } from "styled-system/css"

/** ♂ or ♀ in the usual blue and pink, with the gender as its accessible name. */
export function GenderIcon({ gender, size = 14 }: { readonly gender: "男" | "女"; readonly size?: number }) {
  const female = gender === "女"
  return (
    <svg
      role="img"
      aria-label={female ? "女" : "男"}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      className={css({ color: female ? "#e05a8a" : "#3b82c4", flexShrink: 0 })}
    >
      {female ? (
        <>
          <circle cx="12" cy="9" r="5.5" />
          <path d="M12 14.5V22M8.5 18.5h7" />
        </>
      ) : (
        <>
          <circle cx="10" cy="14" r="5.5" />
          <path d="M14 10l6.5-6.5M15 3.5h5.5V9" />
        </>
      )}
    </svg>
  )
}
