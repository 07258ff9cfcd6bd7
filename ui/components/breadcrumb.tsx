import { Fragment } from "react"
import { Link } from "wouter"
import { css, cx } from "styled-system/css"

const crumbClass = css({ _hover: { color: "accent.text" } })

/** A step of the trail: the page it leads to and its name. */
export interface Crumb {
  readonly href: string
  readonly label: string
}

/** Where a page sits: 首页, then each step of `trail`, every one a link, parted by " / "; `className` adds spacing. */
export function Breadcrumb({ trail, className }: { readonly trail: ReadonlyArray<Crumb>; readonly className?: string }) {
  return (
    <nav aria-label="位置" className={cx(css({ fontSize: "sm", color: "fg.subtle" }), className)}>
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
