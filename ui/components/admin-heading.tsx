import type { ReactNode } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"

/** A back-office page's title row: the heading, then links and buttons pushed to the end. */
export function AdminHeading({ title, children }: { readonly title: string; readonly children?: ReactNode }) {
  return (
    <div className={css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap" })}>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>{title}</h1>
      {children}
    </div>
  )
}

/** A review queue's title row, with the way back to 审核中心. */
export function ReviewHeading({ title }: { readonly title: string }) {
  return (
    <AdminHeading title={title}>
      <Link href="/admin/review" className={css({ fontSize: "sm", color: "fg.link", ml: "auto" })}>
        返回审核中心
      </Link>
    </AdminHeading>
  )
}
