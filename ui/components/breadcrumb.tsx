import { Fragment } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"

const crumbClass = css({ _hover: { color: "accent.text" } })

/** A step of the trail: the page it leads to and its name. */
export interface Crumb {
  readonly href: string
  readonly label: string
}

/** Where a page sits: 首页, then each step of `trail`, every one a link, parted by " / ". */
export function Breadcrumb({ trail }: { readonly trail: ReadonlyArray<Crumb> }) {
  return (
    <nav aria-label="位置" className={css({ fontSize: "sm", color: "fg.subtle" })}>
      <Link href="/" className={crumbClass}>
        首页
      </Link>
      {trail.map((crumb) => (
        <Fragment key={crumb.href}>
          {" / "}
          <Link href={crumb.href} className={crumbClass}>
            {crumb.label}
          </Link>
        </Fragment>
      ))}
    </nav>
  )
}
