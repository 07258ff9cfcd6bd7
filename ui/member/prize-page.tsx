import { useSelector } from "@xstate/react"
import { useActorRef } from "../app/flow-hooks.ts"
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, tag } from "styled-system/recipes"
import type { Prize, PrizeRecord } from "../../domain/member/entities/member.ts"
import { PRIZE_DRAW_COST, PRIZE_MESSAGES } from "../../domain/member/prize.ts"
import { prefersReducedMotion, wiredPrizeWheelMachine } from "../app/member-wiring.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { AccountPanel } from "../components/account-frame/account-frame.tsx"
import { Dialog } from "../components/dialog.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { useResource } from "../app/use-resource.ts"
import { notify } from "../notify/toast-store.ts"
import { useSession } from "../session/index.ts"
import { LoadStates } from "../components/list-states.tsx"
import { formatTime } from "../components/time-format.ts"

const SPIN_MS = 4200
const SEGMENT_COLOURS = ["var(--colors-highlight-subtle)", "var(--colors-accent-subtle)"]

const STATUS_LABELS: Readonly<Record<PrizeRecord["status"], string>> = {
  won: "待领取",
  thanks: "未中奖",
  claimed: "已领取",
  shipped: "已发货",
}

/** A points prize is credited at once; a goods prize waits for its address. */
const statusLabel = (r: PrizeRecord): string => (r.kind === "points" ? "已到账" : STATUS_LABELS[r.status])

function Wheel({ prizes, onDrawn }: { prizes: ReadonlyArray<Prize>; onDrawn: () => void }) {
  const session = useSession()
  const reduced = useMemo(prefersReducedMotion, [])
  const machine = useMemo(
    () => wiredPrizeWheelMachine.provide({ delays: { spin: reduced ? 0 : SPIN_MS }, actions: { announceDrawn: onDrawn } }),
    [reduced, onDrawn],
  )
  const actor = useActorRef(machine, { input: { segments: prizes.length } })
  const rotation = useSelector(actor, (s) => s.context.rotation)
  const spinning = useSelector(actor, (s) => s.matches("spinning"))
  const busy = useSelector(actor, (s) => s.hasTag("busy"))
  const outcome = useSelector(actor, (s) => (s.matches("result") ? s.context.outcome : null))
  const error = useSelector(actor, (s) => s.context.error)
  const seg = 360 / prizes.length
  const gradient = `conic-gradient(${prizes.map((_, i) => `${SEGMENT_COLOURS[i % 2]} ${i * seg}deg ${(i + 1) * seg}deg`).join(", ")})`

  return (
    <div className={css({ display: "grid", justifyItems: "center", gap: "4" })}>
      {/* The turning wheel's box grows when rotated: clip it so the page never scrolls sideways. */}
      <div className={css({ overflow: "hidden", p: "3", mx: "-3" })}>
        <div className={css({ position: "relative", w: "min(360px, 80vw)", aspectRatio: "1" })}>
          <div
            aria-hidden="true"
            className={css({
              position: "absolute",
              top: "-2",
              left: "50%",
              transform: "translateX(-50%)",
              zIndex: 2,
              w: "0",
              h: "0",
              borderLeft: "14px solid transparent",
              borderRight: "14px solid transparent",
              borderTop: "26px solid token(colors.highlight.solid)",
              filter: "drop-shadow(0 2px 2px rgba(0,0,0,.2))",
            })}
          />
          <div
            data-testid="prize-wheel"
            role="img"
            aria-label={`幸运转盘，共 ${prizes.length} 个奖项：${prizes.map((p) => p.name).join("、")}`}
            className={css({
              position: "absolute",
              inset: "0",
              borderRadius: "full",
              borderWidth: "8px",
              borderColor: "highlight.solid",
              boxShadow: "raised",
              overflow: "hidden",
            })}
            style={{
              background: gradient,
              transform: `rotate(${rotation}deg)`,
              transition: spinning && !reduced ? `transform ${SPIN_MS}ms cubic-bezier(0.17, 0.67, 0.12, 0.99)` : "none",
            }}
          >
            {prizes.map((p, i) => (
              <div
                key={p.id}
                className={css({ position: "absolute", inset: "0", display: "flex", justifyContent: "center" })}
                style={{ transform: `rotate(${i * seg + seg / 2}deg)` }}
              >
                <div
                  className={css({
                    mt: "5%",
                    display: "grid",
                    justifyItems: "center",
                    alignContent: "start",
                    alignSelf: "flex-start",
                    gap: "1",
                    w: "26%",
                  })}
                >
                  <span
                    className={css({
                      fontSize: { base: "2xs", sm: "xs" },
                      fontWeight: "semibold",
                      color: "fg.default",
                      textAlign: "center",
                      lineHeight: "tight",
                    })}
                  >
                    {p.name}
                  </span>
                  {p.image && <img src={p.image} alt="" className={css({ w: "56%", aspectRatio: "1", borderRadius: "md" })} />}
                </div>
              </div>
            ))}
          </div>
          <button
            type="button"
            onClick={() => actor.send({ type: "wheel.draw" })}
            disabled={busy || session.status !== "member"}
            className={css({
              position: "absolute",
              top: "50%",
              left: "50%",
              transform: "translate(-50%, -50%)",
              zIndex: 3,
              w: "24%",
              aspectRatio: "1",
              borderRadius: "full",
              bg: "highlight.solid",
              color: "highlight.contrast",
              fontWeight: "bold",
              fontSize: { base: "md", sm: "lg" },
              boxShadow: "raised",
              borderWidth: "4px",
              borderColor: "white",
              cursor: "pointer",
              display: "grid",
              placeContent: "center",
              lineHeight: "tight",
              _disabled: { opacity: 0.8, cursor: "progress" },
              _focusVisible: { outline: "3px solid", outlineColor: "accent.solid", outlineOffset: "2px" },
            })}
          >
            {busy ? "抽奖中" : "抽奖"}
            <span className={css({ fontSize: "2xs", fontWeight: "normal" })}>{PRIZE_DRAW_COST}积分/次</span>
          </button>
        </div>
      </div>
      <p role="status" aria-live="polite" className={css({ minH: "5", fontSize: "sm", color: error ? "danger.text" : "fg.muted" })}>
        {error ?? (spinning ? "转盘转动中…" : "")}
      </p>
      <Dialog
        open={outcome !== null}
        onOpenChange={(open) => !open && actor.send({ type: "wheel.close" })}
        title={outcome?.kind === "thanks" ? "谢谢参与" : "恭喜中奖"}
        size="sm"
        footer={
          <>
            <button type="button" className={button({ variant: "plain" })} onClick={() => actor.send({ type: "wheel.close" })}>
              好的
            </button>
            <button type="button" className={button({ variant: "highlight" })} onClick={() => actor.send({ type: "wheel.draw" })}>
              再抽一次
            </button>
          </>
        }
      >
        <p data-testid="prize-outcome" className={css({ fontSize: "md" })}>
          {outcome?.message}
        </p>
        {outcome?.kind === "goods" && (
          <p className={css({ fontSize: "sm", color: "fg.muted", mt: "2" })}>实物奖品请在下方“我的抽奖记录”中填写收货地址领取。</p>
        )}
        {outcome && <p className={css({ fontSize: "sm", color: "fg.muted", mt: "2" })}>当前积分：{outcome.points}</p>}
      </Dialog>
    </div>
  )
}

function ClaimDialog({ record, onClose, onClaimed }: { record: PrizeRecord; onClose: () => void; onClaimed: () => void }) {
  const addresses = useResource("addressAll", { query: { page: 0, size: 20 } })
  const list = addresses.data?.content ?? []
  const [chosen, setChosen] = useState<number | null>(null)
  const addressId = chosen ?? list.find((a) => a.defaulted)?.id ?? null
  const claiming = useCall("prizeRecordClaim", { success: PRIZE_MESSAGES.claimDone, onDone: onClaimed })
  const claim = () => {
    if (addressId === null) notify.error(PRIZE_MESSAGES.claimAddressRequired)
    else claiming.send({ body: { id: record.id, addressId } })
  }
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`领取：${record.prizeName}`}
      footer={
        <>
          <button type="button" className={button({ variant: "plain" })} onClick={onClose}>
            取消
          </button>
          <button type="button" className={button()} onClick={claim} disabled={list.length === 0 || claiming.busy}>
            确认领取
          </button>
        </>
      }
    >
      {addresses.status === "loading" && <LoadingState compact />}
      {addresses.data && list.length === 0 && (
        <EmptyState
          compact
          title="暂无收货地址"
          action={
            <Link href="/account/address" className={button({ size: "sm" })}>
              去添加
            </Link>
          }
        />
      )}
      <ul className={css({ display: "grid", gap: "2" })}>
        {list.map((a) => (
          <li key={a.id}>
            <label className={css({ display: "flex", gap: "2", fontSize: "sm", cursor: "pointer" })}>
              <input type="radio" name="claim-address" checked={addressId === a.id} onChange={() => setChosen(a.id)} />
              <span>
                {a.name} {a.phone ?? a.telephone} {a.regionText} {a.detail}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </Dialog>
  )
}

/** Reloads a resource whenever `version` moves on (after a draw). */
function useReloadOn(version: number, reload: () => void) {
  const first = useRef(version)
  const reloadNow = useEffectEvent(() => reload())
  useEffect(() => {
    if (version !== first.current) reloadNow()
    // Only the version triggers; the reload function (a new one each render) is read, not watched.
  }, [version])
}

function MySurplus({ version }: { version: number }) {
  const surplus = useResource("prizeSurplus")
  useReloadOn(version, surplus.reload)
  return (
    <p data-testid="prize-surplus" className={css({ fontSize: "sm", color: "fg.muted" })}>
      我的积分 <strong className={css({ color: "highlight.text" })}>{surplus.shown?.points ?? "—"}</strong>，还可抽奖{" "}
      <strong className={css({ color: "highlight.text" })}>{surplus.shown?.times ?? "—"}</strong> 次
    </p>
  )
}

function MyRecords({ version }: { version: number }) {
  const records = useResource("prizeRecords", { query: { page: 0, size: 10 } })
  useReloadOn(version, records.reload)
  const [claiming, setClaiming] = useState<PrizeRecord | null>(null)
  const list = records.shown?.content ?? null
  return (
    <AccountPanel title="我的抽奖记录">
      <LoadStates of={records} compact />
      {list && list.length === 0 && <EmptyState compact title="还没有抽奖记录" />}
      {list && list.length > 0 && (
        <ul className={css({ display: "grid", gap: "2", fontSize: "sm" })}>
          {list.map((r) => (
            <li
              key={r.id}
              className={css({
                display: "flex",
                gap: "2",
                alignItems: "center",
                flexWrap: "wrap",
                py: "1",
                borderBottomWidth: "1px",
                borderColor: "border.subtle",
              })}
            >
              <span className={css({ flex: "1", minW: "32" })}>{r.prizeName}</span>
              <span
                className={tag({
                  tone: r.status === "thanks" ? "neutral" : r.status === "won" && r.kind === "goods" ? "warning" : "success",
                })}
              >
                {statusLabel(r)}
              </span>
              <span className={css({ color: "fg.subtle", fontSize: "xs" })}>{formatTime(r.createTime)}</span>
              {r.kind === "goods" && r.status === "won" && (
                <button type="button" className={button({ variant: "outline", size: "xs" })} onClick={() => setClaiming(r)}>
                  领取
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {claiming && (
        <ClaimDialog
          record={claiming}
          onClose={() => setClaiming(null)}
          onClaimed={() => {
            setClaiming(null)
            records.reload()
          }}
        />
      )}
    </AccountPanel>
  )
}

/**
 * /prize/index: the prize wheel (a draw costs points; prizes have odds and stock), the latest
 * winners, the member's records with claiming of goods prizes, and the rules.
 */
export default function PrizePage({ route }: PageProps) {
  const session = useSession()
  const member = session.status === "member"
  const prizes = useResource("prizeAll")
  const top = useResource("prizeRecordTop")
  const [version, setVersion] = useState(0)
  const onDrawn = useCallback(() => setVersion((v) => v + 1), [])
  useReloadOn(version, top.reload)

  return (
    <StandaloneFrame title={route.title} wide>
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", lg: "minmax(0, 3fr) minmax(0, 2fr)" },
          gap: "5",
          alignItems: "start",
        })}
      >
        <AccountPanel>
          <div className={css({ display: "grid", gap: "4" })}>
            <div className={css({ textAlign: "center", display: "grid", gap: "1" })}>
              <h1 className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" })}>幸运大转盘</h1>
              {member ? (
                <MySurplus version={version} />
              ) : (
                <p className={css({ fontSize: "sm", color: "fg.muted" })}>
                  <Link href="/login?redirect=%2Fprize%2Findex" className={css({ color: "fg.link" })}>
                    登录
                  </Link>
                  后参与抽奖
                </p>
              )}
            </div>
            <LoadStates of={prizes} />
            {prizes.data && prizes.data.length === 0 && <EmptyState title={PRIZE_MESSAGES.noPrizes} />}
            {prizes.data && prizes.data.length > 0 && <Wheel prizes={prizes.data} onDrawn={onDrawn} />}
          </div>
        </AccountPanel>
        <div className={css({ display: "grid", gap: "4" })}>
          <AccountPanel title="最新中奖">
            {top.status === "loading" && !top.shown && <LoadingState compact />}
            {top.shown && top.shown.length === 0 && <EmptyState compact title="还没有人中奖，快来试试手气" />}
            {top.shown && top.shown.length > 0 && (
              <ul className={css({ display: "grid", gap: "1", maxH: "60", overflowY: "auto", fontSize: "sm" })}>
                {top.shown.map((w) => (
                  <li key={w.id} className={css({ display: "flex", gap: "2", py: "1" })}>
                    <span className={css({ w: "16", color: "fg.muted" })}>{w.winner}</span>
                    <span className={css({ flex: "1" })}>抽中 {w.prizeName}</span>
                    <span className={css({ color: "fg.subtle", fontSize: "xs" })}>{formatTime(w.createTime).slice(5)}</span>
                  </li>
                ))}
              </ul>
            )}
          </AccountPanel>
          {member && <MyRecords version={version} />}
          <AccountPanel title="活动规则">
            <ol className={css({ listStyle: "decimal", pl: "5", display: "grid", gap: "1", fontSize: "sm", color: "fg.muted" })}>
              <li>每次抽奖消耗 {PRIZE_DRAW_COST} 积分，积分可通过每日签到等方式获得。</li>
              <li>中得的积分即时到账，可在“我的积分”中查看。</li>
              <li>实物奖品数量有限，抽完即止；中奖后请在抽奖记录中填写收货地址领取，7个工作日内发货。</li>
              <li>以不正当手段参与活动的，平台有权取消中奖资格。</li>
            </ol>
          </AccountPanel>
        </div>
      </div>
    </StandaloneFrame>
  )
}
