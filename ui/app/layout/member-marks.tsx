import { Link } from "wouter"
import { css } from "styled-system/css"
import { badge, tag } from "styled-system/recipes"
import type { AccountGrade } from "../../../domain/wallet/account-endpoints.ts"
import { isMakerMember, MEMBER_LABELS, vipDisplay } from "../../../domain/member/member-display.ts"
import { OPEN_VIP_HREF } from "../../../domain/shell/shell-links.ts"
import { CrownIcon } from "../../components/icons.tsx"

/**
 * The VIP badge (grade with an amount and days left) or, otherwise, the open-VIP link; and
 * the maker-member label for maker members (spec 1 §6).
 */
export function MemberMarks({ grade, onNavigate }: { readonly grade: AccountGrade | null; readonly onNavigate?: () => void }) {
  const vip = vipDisplay(grade) === "vipBadge"
  return (
    <span className={css({ display: "inline-flex", alignItems: "center", gap: "1.5", flexWrap: "wrap" })}>
      {vip ? (
        <span className={badge({ tone: "vip" })} title={grade ? `VIP会员，剩余 ${grade.expireDate} 天` : undefined}>
          <CrownIcon size={11} strokeWidth={2.2} />
          {MEMBER_LABELS.vipBadge}
        </span>
      ) : (
        <Link
          href={OPEN_VIP_HREF}
          onClick={onNavigate}
          className={css({ display: "inline-flex", alignItems: "center", gap: "1", fontSize: "xs", color: "vip.contrast", bg: "vip.subtle", px: "2", h: "5", borderRadius: "full", _hover: { bg: "vip.muted" } })}
        >
          <CrownIcon size={11} strokeWidth={2.2} />
          {MEMBER_LABELS.openVip}
        </Link>
      )}
      {isMakerMember(grade) && <span className={tag({ tone: "accent", size: "sm" })}>{MEMBER_LABELS.makerMember}</span>}
    </span>
  )
}
