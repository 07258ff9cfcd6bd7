/**
 * Friend relation as seen on the profile card (spec 1 §4). `applied` is the request-sent state:
 * the add button reads 已申请 and is disabled.
 */

export type FriendState = "nofriend" | "applied" | "friend" | "oneself"
export type FriendEvent = "friend.add" | "friend.delete"

export const FRIEND_TRANSITIONS: {
  readonly [S in FriendState]: { readonly [E in FriendEvent]?: FriendState }
} = {
  nofriend: { "friend.add": "applied" },
  applied: {},
  friend: { "friend.delete": "nofriend" },
  oneself: {},
}

/** The next state, or the same state when the event does not apply. */
export function nextFriendState(state: FriendState, event: FriendEvent): FriendState {
  return FRIEND_TRANSITIONS[state][event] ?? state
}

export const FRIEND_MESSAGES = {
  requestSent: "添加请求已发送",
  deleted: "删除好友成功",
  confirmDelete: "此操作将永久删除该好友, 是否继续?",
  copied: "复制成功",
} as const
