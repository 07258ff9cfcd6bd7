import { css } from "styled-system/css"

const rowClass = css({ display: "flex", flexWrap: "wrap", gap: "2" })
const thumbClass = {
  small: css({ w: "16", h: "16", objectFit: "cover", borderRadius: "md", borderWidth: "1px", borderColor: "border.subtle" }),
  large: css({ w: "20", h: "20", objectFit: "cover", borderRadius: "md" }),
} as const

/**
 * Pictures a member attached (晒图 of a review, 凭证图片 of a return) in a row of thumbnails, each
 * opening full size in a new tab; the list is named `label` and each link `label n`.
 */
export function AttachedPictures({ pictures, label, size = "small" }: { readonly pictures: ReadonlyArray<string>; readonly label: string; readonly size?: keyof typeof thumbClass }) {
  if (pictures.length === 0) return null
  return (
    <ul aria-label={label} className={rowClass}>
      {pictures.map((src, i) => (
        <li key={src}>
          <a href={src} target="_blank" rel="noreferrer" aria-label={`${label} ${i + 1}`}>
            <img src={src} alt="" loading="lazy" className={thumbClass[size]} />
          </a>
        </li>
      ))}
    </ul>
  )
}
