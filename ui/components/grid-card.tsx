import type { ReactNode } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { card } from "styled-system/recipes"
import { gridPictureLoading } from "./grid-picture.ts"

const pictureClass = {
  wide: css({ w: "full", aspectRatio: "16 / 10", objectFit: "cover", bg: "bg.muted" }),
  square: css({ w: "full", aspectRatio: "1", objectFit: "cover", bg: "bg.muted" }),
} as const

/** The small count at the right of a card's foot (learners, sales). */
export const gridCardCount = css({ fontSize: "2xs", color: "fg.subtle", whiteSpace: "nowrap" })

/**
 * One card of a catalogue's grid (a course, a product), a link to its page: the picture (16:10 or
 * square) with `mark` over it, the title on two lines, one more line cut to fit, and the card's
 * foot (`children`), held to the bottom by its own `mt: auto`.
 */
export function GridCard({
  href,
  picture,
  shape,
  index,
  mark,
  title,
  line,
  children,
}: {
  readonly href: string
  readonly picture: string
  readonly shape: keyof typeof pictureClass
  /** The card's place in the grid, which decides how its picture loads. */
  readonly index: number
  readonly mark?: ReactNode
  readonly title: string
  readonly line: ReactNode
  readonly children: ReactNode
}) {
  return (
    <Link href={href} className={`${card({ variant: "interactive", padding: "none" })} ${css({ display: "flex", flexDir: "column", h: "full" })}`}>
      <div className={css({ position: "relative" })}>
        <img src={picture} alt="" {...gridPictureLoading(index)} className={pictureClass[shape]} />
        {mark}
      </div>
      <div className={css({ p: "3", display: "grid", gap: "1.5", flex: "1", alignContent: "start" })}>
        <h3 className={css({ fontSize: "sm", fontWeight: "semibold", lineClamp: "2", minH: "10", color: "fg.default" })}>{title}</h3>
        <p className={css({ fontSize: "xs", color: "fg.muted", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" })}>{line}</p>
        {children}
      </div>
    </Link>
  )
}
