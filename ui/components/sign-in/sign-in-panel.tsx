import { useSelector } from "@xstate/react"
import { useActorRef } from "../../app/flow-hooks.ts"
import { Link } from "wouter"
import { css, cx } from "styled-system/css"
import { button } from "styled-system/recipes"
import { shortDay, WEEKDAY_LABELS, weekdayIndex } from "../../../domain/member/china-day.ts"
import { SIGN_IN_LABELS, signInButton, signInSteps, type SignInStepState } from "../../../domain/member/sign-in.ts"
import { wiredSignInMachine } from "../../app/member-wiring.ts"
import { ErrorState } from "../error-state.tsx"
import { LoadingState } from "../loading-state.tsx"
import { notify } from "../../notify/toast-store.ts"
import { signInSuccessMessage } from "../../../domain/member/sign-in-rules.ts"
import { FormAlert } from "../form-alert.tsx"

const STEP_LABELS: Readonly<Record<SignInStepState, string>> = { finish: "已签到", process: "待签到", wait: "未签到" }

/** What a step says: signed days of an earlier run keep their points; a missed past day reads 未签到. */
const stepLabel = (state: SignInStepState, toDay: string, points: number): string =>
  state === "wait" && toDay === "over" ? (points > 0 ? `已签到，${points} 积分` : "未签到") : `${STEP_LABELS[state]}，${points} 积分`

const dot = css({
  w: "9",
  h: "9",
  borderRadius: "full",
  display: "grid",
  placeItems: "center",
  fontSize: "xs",
  fontWeight: "semibold",
  borderWidth: "2px",
  fontVariantNumeric: "tabular-nums",
  transitionProperty: "background, border-color, color",
  transitionDuration: "normal",
  "&[data-state=finish]": { bg: "accent.solid", borderColor: "accent.solid", color: "accent.contrast" },
  "&[data-state=process]": { bg: "highlight.subtle", borderColor: "highlight.solid", color: "highlight.text" },
  "&[data-state=wait]": { bg: "bg.surface", borderColor: "border.default", color: "fg.subtle" },
})

export interface SignInPanelProps {
  /** Called after a link is followed (the account popover closes itself). */
  readonly onClose?: () => void
  readonly className?: string
}

/**
 * The daily sign-in panel (spec 1 §3, §4; spec 2 §4): this week's days as steps — finish for the
 * days of the current run and today once signed, process for today before signing, wait for the
 * others — the points of each day, the consecutive run, and the button 签到 / 今日已签到. After
 * signing, the tag reads 签到 +1 and blinks twice. Shown in the account popover's sign-in tab,
 * on the user centre and on the 618 page.
 */
export function SignInPanel({ onClose, className }: SignInPanelProps) {
  const actor = useActorRef(
    wiredSignInMachine.provide({
      actions: { announceSigned: ({ context }) => notify.success(signInSuccessMessage(context.gained)) },
    }),
  )
  const week = useSelector(actor, (s) => s.context.week)
  const loading = useSelector(actor, (s) => s.matches("loading"))
  const failed = useSelector(actor, (s) => s.matches("failure"))
  const signing = useSelector(actor, (s) => s.matches("signing"))
  const canSign = useSelector(actor, (s) => s.can({ type: "signIn.submit" }))
  const lit = useSelector(actor, (s) => s.hasTag("plusOne"))
  const error = useSelector(actor, (s) => s.context.error)

  if (loading) return <LoadingState compact label="正在读取签到信息…" />
  if (failed || week === null)
    return <ErrorState compact message={error ?? "加载失败"} onRetry={() => actor.send({ type: "signIn.retry" })} />

  const steps = signInSteps(week)
  const buttonState = signInButton(week.status)
  return (
    <section aria-label="每日签到" className={cx(css({ display: "grid", gap: "4" }), className)}>
      <div className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3" })}>
        <p className={css({ fontSize: "sm", color: "fg.muted" })}>
          已连续签到 <strong className={css({ color: "accent.text", fontSize: "lg" })}>{week.joinSingIn}</strong> 天
        </p>
        <span
          role="status"
          data-lit={lit ? "" : undefined}
          className={css({
            display: "inline-flex",
            alignItems: "center",
            h: "6",
            px: "2",
            borderRadius: "sm",
            fontSize: "xs",
            fontWeight: "medium",
            bg: "accent.subtle",
            color: "accent.text",
            transitionProperty: "background, color",
            transitionDuration: "fast",
            "&[data-lit]": { bg: "highlight.solid", color: "highlight.contrast" },
          })}
        >
          {lit ? SIGN_IN_LABELS.plusOne : week.status ? `今日已得 ${week.toDayPoints} 积分` : `今日可得 ${week.toDayPoints} 积分`}
        </span>
      </div>
      <ol
        aria-label="本周签到"
        className={css({ display: "grid", gridTemplateColumns: "repeat(7, minmax(0, 1fr))", position: "relative" })}
      >
        {steps.map((step, i) => (
          <li
            key={step.time}
            aria-current={week.list[i]?.toDay === "day" ? "date" : undefined}
            className={css({
              display: "grid",
              justifyItems: "center",
              gap: "1",
              position: "relative",
              // The line joining a step to the previous one.
              _before: {
                content: '""',
                position: "absolute",
                top: "18px",
                right: "50%",
                w: "100%",
                h: "2px",
                bg: "border.subtle",
                zIndex: 0,
              },
              "&:first-child::before": { display: "none" },
              "&[data-state=finish]::before": { bg: "accent.muted" },
            })}
            data-state={step.state}
          >
            <span
              className={dot}
              data-state={step.state}
              style={{ position: "relative", zIndex: 1 }}
              aria-label={`${shortDay(step.time)} ${stepLabel(step.state, week.list[i]?.toDay ?? "", step.points)}`}
            >
              {step.state === "finish" ? "✓" : week.list[i]?.toDay === "over" && step.points === 0 ? "—" : `+${step.points}`}
            </span>
            <span
              className={css({ fontSize: "2xs", color: step.state === "process" ? "highlight.text" : "fg.muted", whiteSpace: "nowrap" })}
            >
              {week.list[i]?.toDay === "day" ? "今天" : WEEKDAY_LABELS[weekdayIndex(step.time)]}
            </span>
          </li>
        ))}
      </ol>
      <FormAlert message={error} />
      <button
        type="button"
        className={cx(button({ variant: buttonState.disabled ? "subtle" : "highlight", size: "md", shape: "pill" }), css({ w: "full" }))}
        disabled={buttonState.disabled || !canSign}
        data-loading={signing ? "" : undefined}
        onClick={() => actor.send({ type: "signIn.submit" })}
      >
        {signing ? "正在签到…" : buttonState.label}
      </button>
      <p className={css({ fontSize: "xs", color: "fg.subtle", textAlign: "center" })}>
        连续签到第3天、第7天有额外积分 ·{" "}
        <Link href="/signIn/rules" onClick={onClose} className={css({ color: "fg.link", _hover: { textDecoration: "underline" } })}>
          签到规则
        </Link>
      </p>
    </section>
  )
}

/** For the account popover's lazily loaded sign-in tab. */
export default function SignInTab({ onClose }: { readonly onClose: () => void }) {
  return <SignInPanel onClose={onClose} />
}
