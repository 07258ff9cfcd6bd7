/** Daily sign-in display (spec 1 §4, spec 2 §4). */

export type SignInStepState = "finish" | "process" | "wait"

interface SignInDayLike {
  /** "over" for a past day, "day" for today, anything else for a later day. */
  readonly toDay: string
  readonly time: string
  readonly points: number
}

export interface SignInLike {
  readonly list: ReadonlyArray<SignInDayLike>
  /** Consecutive days signed, today included once signed. */
  readonly joinSingIn: number
  readonly toDayPoints: number
  /** Signed in today. */
  readonly status: boolean
}

export interface SignInStep {
  readonly time: string
  readonly points: number
  readonly state: SignInStepState
}

export const SIGN_IN_LABELS = {
  signIn: "签到",
  signedToday: "今日已签到",
  plusOne: "签到 +1",
} as const

/**
 * Past days within the consecutive run are `finish` (the run counts back from yesterday;
 * earlier past days are `wait`), today is `finish` once signed and `process` before,
 * later days are `wait`.
 */
export function signInSteps(res: SignInLike): ReadonlyArray<SignInStep> {
  const pastInRun = Math.max(0, res.joinSingIn - (res.status ? 1 : 0))
  const pastCount = res.list.filter((d) => d.toDay === "over").length
  let pastSeen = 0
  return res.list.map((day) => {
    let state: SignInStepState = "wait"
    if (day.toDay === "over") {
      pastSeen += 1
      state = pastCount - pastSeen < pastInRun ? "finish" : "wait"
    } else if (day.toDay === "day") {
      state = res.status ? "finish" : "process"
    }
    return { time: day.time, points: day.points, state }
  })
}

/** The sign button: 签到, or disabled 今日已签到 once signed today. */
export function signInButton(signedToday: boolean): { readonly label: string; readonly disabled: boolean } {
  return signedToday
    ? { label: SIGN_IN_LABELS.signedToday, disabled: true }
    : { label: SIGN_IN_LABELS.signIn, disabled: false }
}
