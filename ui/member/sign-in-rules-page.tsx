import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { SIGN_IN_RULES, SIGN_IN_SCHEDULE } from "../../domain/member/sign-in-rules.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { AccountPanel } from "../components/account-frame/account-frame.tsx"
import { SignInPanel } from "../components/sign-in/sign-in-panel.tsx"
import { useSession } from "../session/index.ts"

/** /signIn/rules: how daily sign-in works and what each day of a run gives; members can sign in here too. */
export default function SignInRulesPage({ route }: PageProps) {
  const session = useSession()
  return (
    <StandaloneFrame title={route.title}>
      <div className={css({ display: "grid", gap: "5" })}>
        <AccountPanel title="签到规则">
          <dl className={css({ display: "grid", gap: "4" })}>
            {SIGN_IN_RULES.map((rule) => (
              <div key={rule.title}>
                <dt className={css({ fontWeight: "semibold", mb: "1" })}>{rule.title}</dt>
                <dd className={css({ fontSize: "sm", color: "fg.muted" })}>{rule.text}</dd>
              </div>
            ))}
          </dl>
        </AccountPanel>
        <AccountPanel title="连续签到奖励">
          <table
            className={css({
              w: "full",
              fontSize: "sm",
              textAlign: "center",
              "& th, & td": { py: "2", borderBottomWidth: "1px", borderColor: "border.subtle" },
              "& th": { color: "fg.muted", fontWeight: "normal" },
            })}
          >
            <thead>
              <tr>
                <th scope="col">连续天数</th>
                {SIGN_IN_SCHEDULE.map((_, i) => (
                  <th key={i} scope="col">
                    第{i + 1}天
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">积分</th>
                {SIGN_IN_SCHEDULE.map((p, i) => (
                  <td key={i} className={css({ fontWeight: p > 5 ? "bold" : "normal", color: p > 5 ? "highlight.text" : "fg.default" })}>
                    +{p}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </AccountPanel>
        <AccountPanel title="今日签到">
          {session.status === "member" ? (
            <div className={css({ maxW: "sm" })}>
              <SignInPanel />
            </div>
          ) : (
            <p className={css({ fontSize: "sm", color: "fg.muted", display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap" })}>
              登录后即可签到领积分
              <Link href="/login?redirect=%2FsignIn%2Frules" className={button({ size: "sm" })}>
                登录
              </Link>
            </p>
          )}
        </AccountPanel>
      </div>
    </StandaloneFrame>
  )
}
