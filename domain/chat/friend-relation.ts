/** What the profile card and the friends list say about a friend relation (spec 1 §4). */
export const FRIEND_MESSAGES = {
  requestSent: "添加请求已发送",
  deleted: "删除好友成功",
  confirmDelete: "此操作将永久删除该好友, 是否继续?",
  copied: "复制成功",
} as const
