import { useState } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { Link } from "wouter"
import { EXTENSION_MESSAGES, INVITE_REWARD_RULE, inviteLink, inviteRewardState } from "../../domain/member/invite.ts"
import type { PageProps } from "../app/page-registry.ts"
import { AccountFrame, AccountPanel } from "../components/account-frame/account-frame.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { Pager } from "../components/pager.tsx"
import { useResource } from "../app/use-resource.ts"
import { copyWithNotice } from "../app/clipboard.ts"
import { LoadStates } from "../components/list-states.tsx"
import { formatTime } from "../components/time-format.ts"

const PAGE_SIZE = 10

const copy = (text: string) => copyWithNotice(text, EXTENSION_MESSAGES.copied)

/** /account/extension: the member's invite code, its register link, the invite reward's rule and the members it brought with their rewards. */
export default function ExtensionPage(_props: PageProps) {
  const [page, setPage] = useState(0)
  const info = useResource("extensionInfo", { query: { page, size: PAGE_SIZE } })
  const link = info.data ? inviteLink(location.origin, info.data.inviteCode) : ""
  return (
    <AccountFrame title="推广中心">
      <LoadStates of={info} />
      {info.data && (
        <>
          <AccountPanel title="我的邀请">
            <div className={css({ display: "grid", gap: "4" })}>
              <div className={css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap" })}>
                <span className={css({ fontSize: "sm", color: "fg.muted" })}>邀请码</span>
                <strong
                  data-testid="invite-code"
                  className={css({ fontSize: "2xl", letterSpacing: "0.2em", color: "accent.text", fontFamily: "mono" })}
                >
                  {info.data.inviteCode}
                </strong>
                <button
                  type="button"
                  className={button({ variant: "outline", size: "sm" })}
                  onClick={() => void copy(info.data?.inviteCode ?? "")}
                >
                  复制邀请码
                </button>
              </div>
              <div className={css({ display: "grid", gap: "1.5" })}>
                <label htmlFor="invite-link" className={css({ fontSize: "sm", color: "fg.muted" })}>
                  邀请链接
                </label>
                <div className={css({ display: "flex", gap: "2" })}>
                  <input id="invite-link" readOnly className={input()} value={link} onFocus={(e) => e.currentTarget.select()} />
                  <button type="button" className={button({ size: "md" })} onClick={() => void copy(link)}>
                    复制链接
                  </button>
                </div>
              </div>
              <div data-testid="invite-reward-rule" className={css({ display: "grid", gap: "1", p: "3", borderRadius: "md", bg: "accent.subtle" })}>
                <strong className={css({ fontSize: "sm" })}>邀请奖励</strong>
                <p className={css({ fontSize: "sm" })}>{INVITE_REWARD_RULE}</p>
                <p className={css({ fontSize: "sm", color: "fg.muted" })}>
                  好友通过您的链接注册成为会员后，会显示在下方列表中；奖励积分计入
                  <Link href="/account/points" className={css({ color: "accent.text", textDecoration: "underline" })}>
                    我的积分
                  </Link>
                  。
                </p>
              </div>
            </div>
          </AccountPanel>
          <AccountPanel title={`已邀请 ${info.data.totalElements} 人`}>
            <p data-testid="invite-reward-total" className={css({ fontSize: "sm", color: "fg.muted", mb: "2" })}>
              累计获得邀请奖励 <strong className={css({ color: "highlight.text" })}>{info.data.rewardTotal}</strong> 积分（{info.data.rewardedCount} 位好友已实名认证）
            </p>
            {info.data.invited.length === 0 ? (
              <EmptyState compact title={EXTENSION_MESSAGES.none} />
            ) : (
              <>
                <ul className={css({ display: "grid", gap: "1" })}>
                  {info.data.invited.map((m, i) => (
                    <li
                      key={`${m.createTime}-${i}`}
                      className={css({
                        display: "flex",
                        flexWrap: "wrap",
                        alignItems: "center",
                        gap: "3",
                        py: "2",
                        borderBottomWidth: "1px",
                        borderColor: "border.subtle",
                      })}
                    >
                      <img
                        src={m.avatarPath || "/brand/avatar-default.svg"}
                        alt=""
                        className={css({ w: "8", h: "8", borderRadius: "full", objectFit: "cover" })}
                      />
                      <span className={css({ flex: "1" })}>{m.nickName}</span>
                      <span className={css({ fontSize: "sm", color: "fg.subtle" })}>{formatTime(m.createTime).slice(0, 10)} 注册</span>
                      <span
                        data-rewarded={m.rewardPoints !== null}
                        className={css({ fontSize: "sm", textAlign: "right", color: "fg.muted", "&[data-rewarded=true]": { color: "accent.text", fontWeight: "semibold" } })}
                      >
                        {inviteRewardState(m)}
                      </span>
                    </li>
                  ))}
                </ul>
                <div className={css({ mt: "3" })}>
                  <Pager page={page} pageSize={PAGE_SIZE} total={info.data.totalElements} onPageChange={setPage} />
                </div>
              </>
            )}
          </AccountPanel>
        </>
      )}
    </AccountFrame>
  )
}
