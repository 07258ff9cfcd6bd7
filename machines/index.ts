/**
 * Every machine of the portal, for the flows page (/dev/flows), the path tests
 * (machines/flows.test.ts) and `npm run flows:export`. A machine file
 * (machines/<name>.machine.ts) missing here fails machines/flows.test.ts.
 *
 * Adding a machine: one `defineFlow({...})` in FLOWS — ids, names and a description
 * for product owners; `fakes` providing every actor with `fake.promise([...outcomes])`
 * (one outcome per answer the machine branches on, and a failure) or `fake.callback()`;
 * `events` with a sample per guarded branch of events that carry data; `inputs` when the
 * machine takes input. Keep fake answers short (a countdown of 2 s, a code valid for 3 s)
 * so the walker reaches the end of timers quickly.
 */
import { chatAlertsMachine } from "./chat/chat-alerts.machine.ts"
import { chatConnectionMachine } from "./chat/chat-connection.machine.ts"
import { conversationMachine } from "./chat/conversation.machine.ts"
import { formSubmitMachine } from "./core/form-submit.machine.ts"
import { friendRelationMachine } from "./chat/friend-relation.machine.ts"
import { loginMachine } from "./session/login.machine.ts"
import { logoutMachine } from "./session/logout.machine.ts"
import { payPasswordEntryMachine } from "./wallet/pay-password-entry.machine.ts"
import { qrConfirmMachine } from "./session/qr-confirm.machine.ts"
import { qrLoginMachine } from "./session/qr-login.machine.ts"
import { quickReplyDialogMachine } from "./chat/quick-reply-dialog.machine.ts"
import { resourceMachine } from "./core/resource.machine.ts"
import { sessionMachine } from "./session/session.machine.ts"
import { smsCodeMachine } from "./session/sms-code.machine.ts"
import { wechatLoginMachine } from "./session/wechat-login.machine.ts"
import { balancePayMachine } from "./wallet/balance-pay.machine.ts"
import { rechargeMachine } from "./wallet/recharge.machine.ts"
import { sandboxCashierMachine } from "./wallet/sandbox-cashier.machine.ts"
import { setPayPasswordMachine } from "./wallet/set-pay-password.machine.ts"
import { vipPurchaseMachine } from "./wallet/vip-purchase.machine.ts"
import { withdrawalMachine } from "./wallet/withdrawal.machine.ts"
import { emailCodeMachine } from "./member/email-code.machine.ts"
import { prizeWheelMachine } from "./member/prize-wheel.machine.ts"
import { signInMachine } from "./member/sign-in.machine.ts"
import { uploadListMachine } from "./core/upload-list.machine.ts"
import { uploadMachine } from "./core/upload.machine.ts"
import { commentLikeMachine } from "./courses/comment-like.machine.ts"
import { favoriteToggleMachine } from "./member/favorite-toggle.machine.ts"
import { coursePlayerMachine } from "./courses/course-player.machine.ts"
import { pagedListMachine } from "./core/paged-list.machine.ts"
import { qualityMenuMachine } from "./courses/quality-menu.machine.ts"
import { unpaidOrdersMachine } from "./orders/unpaid-orders.machine.ts"
import { AFTER_SALE_FLOWS, ORDER_FLOWS } from "./orders/order-flows.ts"
import { articleDraftMachine } from "./community/article-draft.machine.ts"
import { forumReplyMachine } from "./community/forum-reply.machine.ts"
import { forumTopicMachine } from "./community/forum-topic.machine.ts"
import { MALL_FLOWS } from "./mall/flows.ts"
import { defineFlow, type FlowEntry } from "./testing/flow-entry.ts"
import {
  conversationWithDoctor,
  demoDoctor,
  demoGrade,
  demoInfo,
  demoLogin,
  demoMe,
  demoMember,
  demoMenus,
  laterMessageFromDoctor,
  messageFromDoctor,
  messageFromStranger,
  myReply,
  networkError,
} from "./testing/fixtures.ts"

const failed = { label: "失败", error: networkError }

export const FLOWS: ReadonlyArray<FlowEntry> = [
  defineFlow({
    id: "resource",
    nameZh: "数据加载",
    nameEn: "Resource loading",
    description: "页面加载一份数据：加载中，成功后显示，失败时可重试，显示后可刷新。",
    machine: resourceMachine,
    fakes: (fake) =>
      resourceMachine.provide({
        actors: { load: fake.promise([{ label: "成功", output: { list: ["首页横幅", "推荐课程"] } }, failed]) },
      }),
  }),
  defineFlow({
    id: "formSubmit",
    nameZh: "表单提交",
    nameEn: "Form submit",
    description: "注册、找回密码等表单：检查通过才提交，服务器拒绝时留在表单并显示原因，成功后结束。",
    machine: formSubmitMachine,
    fakes: (fake) =>
      formSubmitMachine.provide({
        actors: { submit: fake.promise([{ label: "成功", output: { ok: true } }, { label: "服务器拒绝", error: { message: "该手机号已注册" } }]) },
        guards: { check: ({ event }) => (event.values as { agree?: boolean }).agree === true },
      }),
    events: {
      "form.submit": [
        { label: "填写正确", event: { type: "form.submit", values: { agree: true } } },
        { label: "未通过检查", event: { type: "form.submit", values: { agree: false } } },
      ],
    },
  }),
  defineFlow({
    id: "login",
    nameZh: "密码登录",
    nameEn: "Password login",
    description: "加载验证码，填写用户名、密码和验证码后登录；登录失败显示原因并换一张验证码；成功后保存令牌并读取会员等级。",
    machine: loginMachine,
    fakes: (fake) =>
      loginMachine.provide({
        actors: {
          loadCaptcha: fake.promise([{ label: "成功", output: { uuid: "captcha-1", img: "data:image/svg+xml;base64,PHN2Zy8+" } }, { label: "服务器不校验验证码", output: null }, failed]),
          submitLogin: fake.promise([{ label: "成功", output: demoLogin }, { label: "密码错误", error: { message: "用户名或密码错误" } }]),
          loadGrade: fake.promise([{ label: "成功", output: demoGrade }, failed]),
        },
      }),
    events: {
      "form.submit": [
        { label: "填写完整", event: { type: "form.submit", username: "lin_xiaoyu", password: "Member_2024", code: "a3k9", rememberMe: true } },
        { label: "漏填验证码", event: { type: "form.submit", username: "lin_xiaoyu", password: "Member_2024", code: "", rememberMe: false } },
      ],
    },
  }),
  defineFlow({
    id: "qrLogin",
    nameZh: "扫码登录",
    nameEn: "QR-code login",
    description: "显示二维码并定时查询：扫码后提示在手机上确认，确认后直接登录；二维码过期、被取消或网络异常时可刷新。",
    machine: qrLoginMachine,
    fakes: (fake) =>
      qrLoginMachine.provide({
        actors: {
          createQr: fake.promise([{ label: "成功", output: { id: "qr-1", secret: "s-1", url: "/login/qr/confirm?id=qr-1", img: "", expiresIn: 5 } }, failed]),
          pollQr: fake.promise([
            { label: "等待扫码", output: { status: "waiting", login: null } },
            { label: "已扫码", output: { status: "scanned", login: null } },
            { label: "已确认", output: { status: "confirmed", login: demoLogin } },
            { label: "已确认但缺登录信息", output: { status: "confirmed", login: null } },
            { label: "已取消", output: { status: "cancelled", login: null } },
            { label: "已过期", output: { status: "expired", login: null } },
            failed,
          ]),
        },
      }),
  }),
  defineFlow({
    id: "qrConfirm",
    nameZh: "扫码确认",
    nameEn: "QR-code confirmation",
    description: "已登录的手机扫码后：标记已扫描，显示哪个浏览器请求登录，由会员确认或取消。",
    machine: qrConfirmMachine,
    fakes: (fake) =>
      qrConfirmMachine.provide({
        actors: {
          scanQr: fake.promise([{ label: "成功", output: { browser: "Chrome 131", ip: "113.108.*.*" } }, { label: "二维码已失效", error: { message: "二维码已失效" } }]),
          confirmQr: fake.promise([{ label: "成功", output: undefined }, failed]),
          cancelQr: fake.promise([{ label: "成功", output: undefined }, failed]),
        },
      }),
  }),
  defineFlow({
    id: "smsCode",
    nameZh: "短信验证码",
    nameEn: "SMS code",
    description: "检查手机号后发送验证码，按钮倒计时结束才能再次发送；发送失败显示原因。",
    machine: smsCodeMachine,
    fakes: (fake) =>
      smsCodeMachine.provide({
        actors: { sendCode: fake.promise([{ label: "成功（2 秒后可重发）", output: { uuid: "sms-1", resendIn: 2 } }, { label: "发送过于频繁", error: { message: "发送过于频繁，请稍后再试" } }]) },
      }),
    events: {
      "sms.send": [
        { label: "正确手机号", event: { type: "sms.send", phone: "13812345678" } },
        { label: "号码格式错误", event: { type: "sms.send", phone: "12345" } },
      ],
    },
  }),
  defineFlow({
    id: "logout",
    nameZh: "退出登录",
    nameEn: "Logout",
    description: "通知服务器作废令牌，然后清除本地登录信息；调用失败或超过 5 秒也照样清除。",
    machine: logoutMachine,
    fakes: (fake) => logoutMachine.provide({ actors: { callLogout: fake.promise([{ label: "成功", output: undefined }, failed]) } }),
  }),
  defineFlow({
    id: "payPasswordEntry",
    nameZh: "支付密码输入",
    nameEn: "Payment password entry",
    description: "六格支付密码：只接受数字，退格删除最后一位，回车提交；不足六位提交时提示并停留，密码错误后清空重输。",
    machine: payPasswordEntryMachine,
    fakes: () => payPasswordEntryMachine,
    events: {
      "pin.key": [
        { label: "数字 1", event: { type: "pin.key", key: "1" } },
        { label: "回车", event: { type: "pin.key", key: "Enter" } },
        { label: "退格", event: { type: "pin.key", key: "Backspace" } },
        { label: "字母 a", event: { type: "pin.key", key: "a" } },
      ],
      "pin.paste": [
        { label: "六位数字", event: { type: "pin.paste", text: "123456" } },
        { label: "不足六位", event: { type: "pin.paste", text: "12-34" } },
      ],
    },
  }),
  defineFlow({
    id: "session",
    nameZh: "登录会话",
    nameEn: "Session",
    description: "浏览器里的登录状态：有令牌时读取用户信息，失效则退出并刷新页面；会员读取等级和菜单；退出时无论调用成败都清除会话。",
    machine: sessionMachine,
    fakes: (fake) =>
      sessionMachine.provide({
        actors: {
          fetchInfo: fake.promise([{ label: "成功", output: demoInfo }, { label: "令牌失效", error: { kind: "http", status: 401, message: "登录已过期" } }, failed]),
          fetchGrade: fake.promise([{ label: "成功", output: demoGrade }, failed]),
          fetchMenus: fake.promise([{ label: "成功", output: demoMenus }, failed]),
          logout: logoutMachine.provide({ actors: { callLogout: fake.promise([{ label: "成功", output: undefined }, failed]) } }),
        },
      }),
    events: {
      "session.signedIn": [
        { label: "带会员等级", event: { type: "session.signedIn", user: demoMember, roles: ["ROLE_MEMBER"], grade: demoGrade } },
        { label: "未取得等级", event: { type: "session.signedIn", user: demoMember, roles: [], grade: null } },
      ],
    },
    inputs: [
      { label: "有保存的令牌", input: { hasToken: true } },
      { label: "没有令牌", input: { hasToken: false } },
    ],
  }),
  defineFlow({
    id: "wechatLogin",
    nameZh: "微信登录",
    nameEn: "WeChat login",
    description: "未开通时说明暂未开通微信登录；开通后先去微信授权页，回来时核对状态再登录；微信号未绑定时输入本站账号密码绑定。",
    machine: wechatLoginMachine,
    fakes: (fake) =>
      wechatLoginMachine.provide({
        actors: {
          loadOptions: fake.promise([{ label: "已开通", output: { wechat: true } }, { label: "未开通", output: { wechat: false } }, failed]),
          startFlow: fake.promise([{ label: "成功", output: { url: "https://open.weixin.qq.com/connect/qrconnect?state=s-1" } }, failed]),
          exchangeCode: fake.promise([
            { label: "已绑定", output: { login: demoLogin, ticket: null, nickName: "微信用户" } },
            { label: "未绑定", output: { login: null, ticket: "ticket-1", nickName: "微信用户" } },
            { label: "授权码无效", error: { message: "微信登录失败，请重试" } },
          ]),
          bindAccount: fake.promise([{ label: "成功", output: demoLogin }, { label: "绑定超时", error: { message: "绑定已超时，请重新使用微信登录" } }]),
        },
      }),
    events: {
      "binding.submit": [
        { label: "填写完整", event: { type: "binding.submit", username: "lin_xiaoyu", password: "Member_2024" } },
        { label: "漏填密码", event: { type: "binding.submit", username: "lin_xiaoyu", password: "" } },
      ],
    },
    inputs: [
      { label: "初次打开", input: { code: null, state: null, expectedState: null } },
      { label: "从微信返回", input: { code: "code-1", state: "s-1", expectedState: "s-1" } },
      { label: "状态不符的链接", input: { code: "code-1", state: "forged", expectedState: "s-1" } },
    ],
  }),
  defineFlow({
    id: "friendRelation",
    nameZh: "好友关系",
    nameEn: "Friend relation",
    description: "名片上的好友按钮：陌生人可申请（未登录先去登录），对方同意后成为好友，好友可确认后删除；本人不变。",
    machine: friendRelationMachine,
    fakes: (fake) =>
      friendRelationMachine.provide({
        actors: {
          addFriend: fake.promise([
            { label: "已发送申请", output: { relation: "applied", friendsId: null } },
            { label: "直接成为好友", output: { relation: "friend", friendsId: 88 } },
            failed,
          ]),
          deleteFriend: fake.promise([{ label: "成功", output: undefined }, failed]),
        },
      }),
    events: {
      "friend.accepted": [{ label: "对方同意", event: { type: "friend.accepted", friendsId: 88 } }],
    },
    inputs: [
      { label: "陌生人", input: { relation: "nofriend", friendsId: null, loggedIn: true } },
      { label: "已申请", input: { relation: "applied", friendsId: null, loggedIn: true } },
      { label: "好友", input: { relation: "friend", friendsId: 88, loggedIn: true } },
      { label: "本人", input: { relation: "oneself", friendsId: null, loggedIn: true } },
      { label: "未登录访客", input: { relation: "nofriend", friendsId: null, loggedIn: false } },
    ],
  }),
  defineFlow({
    id: "chatConnection",
    nameZh: "聊天连接",
    nameEn: "Chat connection",
    description: "已登录页面的 WebSocket：连接后补收断线期间的消息再实时接收；断线后按 1、2、4 … 30 秒重连；令牌被作废时停止，等待重新登录。",
    machine: chatConnectionMachine,
    fakes: (fake) => chatConnectionMachine.provide({ actors: { socket: fake.callback() } }),
    events: {
      "socket.frame": [
        { label: "连接就绪", event: { type: "socket.frame", frame: { type: "ready", userId: 1001, lastId: 500 } } },
        { label: "补收一批，还有更多", event: { type: "socket.frame", frame: { type: "sync", messages: [messageFromDoctor], more: true } } },
        { label: "补收最后一批", event: { type: "socket.frame", frame: { type: "sync", messages: [laterMessageFromDoctor], more: false } } },
        { label: "新消息", event: { type: "socket.frame", frame: { type: "message", message: myReply } } },
        { label: "其他页面已读", event: { type: "socket.frame", frame: { type: "read", peerId: 2002, upTo: 502 } } },
        { label: "账号通知", event: { type: "socket.frame", frame: { type: "push", notice: { msgType: "INFO", title: "系统通知", msg: "您的实名认证已通过" } } } },
        { label: "好友变动", event: { type: "socket.frame", frame: { type: "friends", event: "accepted", userId: 2002 } } },
      ],
      "socket.closed": [
        { label: "网络断开", event: { type: "socket.closed", code: 1006 } },
        { label: "令牌被作废", event: { type: "socket.closed", code: 4001 } },
      ],
    },
  }),
  defineFlow({
    id: "chatAlerts",
    nameZh: "新消息提醒",
    nameEn: "New message alerts",
    description: "聊天页以外收到新消息：弹出通知（点击打开该会话），顶部聊天入口显示未读数；成员不在看本页时标题闪烁未读条数，回到本页或打开聊天页即停。",
    machine: chatAlertsMachine,
    fakes: (fake) =>
      chatAlertsMachine.provide({
        actors: {
          loadInbox: fake.promise([
            { label: "一条未读", output: [conversationWithDoctor] },
            failed,
          ]),
        },
      }),
    events: {
      "alerts.ready": [{ label: "连接就绪", event: { type: "alerts.ready", userId: 1001 } }],
      "alerts.message": [
        { label: "医生发来消息", event: { type: "alerts.message", message: messageFromDoctor } },
        { label: "陌生人发来消息", event: { type: "alerts.message", message: messageFromStranger } },
        { label: "自己发出的消息", event: { type: "alerts.message", message: myReply } },
      ],
      "alerts.place": [
        { label: "打开聊天页", event: { type: "alerts.place", onChatPage: true } },
        { label: "离开聊天页", event: { type: "alerts.place", onChatPage: false } },
      ],
      "alerts.attention": [
        { label: "切到其他标签页", event: { type: "alerts.attention", attentive: false } },
        { label: "回到本页", event: { type: "alerts.attention", attentive: true } },
      ],
    },
    inputs: [
      { label: "在其他页面", input: { onChatPage: false, attentive: true } },
      { label: "在聊天页", input: { onChatPage: true, attentive: true } },
    ],
  }),
  defineFlow({
    id: "conversation",
    nameZh: "在线沟通",
    nameEn: "Conversation",
    description: "聊天页：会话列表和未读数，打开的会话向前分页加载历史，停在上方时新消息计为未读、回到底部清零，输入框发送后清空。",
    machine: conversationMachine,
    fakes: (fake) =>
      conversationMachine.provide({
        actors: {
          loadConversations: fake.promise([
            { label: "打开与陈医生的会话", output: { me: demoMe, conversations: [conversationWithDoctor], active: demoDoctor } },
            { label: "只有会话列表", output: { me: demoMe, conversations: [conversationWithDoctor], active: null } },
            failed,
          ]),
          loadHistory: fake.promise([
            { label: "还有更早的消息", output: { messages: [messageFromDoctor], more: true } },
            { label: "已是全部消息", output: { messages: [messageFromDoctor], more: false } },
            failed,
          ]),
          sendMessage: fake.promise([{ label: "成功", output: myReply }, { label: "发送失败", error: { message: "发送失败，请重试" } }]),
        },
      }),
    events: {
      "conversation.select": [{ label: "陈医生", event: { type: "conversation.select", peerId: 2002 } }],
      "message.received": [
        { label: "陈医生的新消息", event: { type: "message.received", message: laterMessageFromDoctor } },
        { label: "新联系人的消息", event: { type: "message.received", message: messageFromStranger } },
      ],
      "read.remote": [{ label: "陈医生的会话", event: { type: "read.remote", peerId: 2002 } }],
      "draft.change": [
        { label: "输入文字", event: { type: "draft.change", text: "好的，周五上午见。" } },
        { label: "只有空格", event: { type: "draft.change", text: "   " } },
      ],
      "quickReply.send": [
        { label: "常用语", event: { type: "quickReply.send", text: "您好，我稍后回复您。" } },
        { label: "空白", event: { type: "quickReply.send", text: "  " } },
      ],
    },
    inputs: [{ label: "从消息入口打开", input: { token: null } }],
  }),
  defineFlow({
    id: "quickReplyDialog",
    nameZh: "快捷回复编辑",
    nameEn: "Quick-reply dialog",
    description: "快捷回复的新增和编辑对话框：标题 3-20 字、内容 10-200 字，提交后检查，保存成功即关闭。",
    machine: quickReplyDialogMachine,
    fakes: (fake) =>
      quickReplyDialogMachine.provide({
        actors: { save: fake.promise([{ label: "成功", output: { id: 7 } }, { label: "保存失败", error: { message: "保存失败，请重试" } }]) },
      }),
    events: {
      "dialog.open": [
        { label: "新增", event: { type: "dialog.open" } },
        { label: "编辑已有", event: { type: "dialog.open", reply: { id: 7, title: "复诊提醒", content: "您好，请记得按时复诊并带上检查报告。" } } },
      ],
      "field.change": [
        { label: "标题过短", event: { type: "field.change", field: "title", value: "复诊" } },
        { label: "合格标题", event: { type: "field.change", field: "title", value: "复诊提醒" } },
        { label: "合格内容", event: { type: "field.change", field: "content", value: "您好，请记得按时复诊并带上检查报告。" } },
      ],
    },
  }),
  defineFlow({
    id: "signIn",
    nameZh: "每日签到",
    nameEn: "Daily sign-in",
    description: "签到面板：读取本周签到情况；未签到时今天为进行中、按钮为“签到”，签到后今天完成、按钮变为“今日已签到”，标签闪烁两次“签到 +1”。",
    machine: signInMachine,
    fakes: (fake) =>
      signInMachine.provide({
        actors: {
          loadWeek: fake.promise([
            { label: "今天未签到", output: { list: [{ toDay: "day", time: "2024-11-19", points: 5 }], joinSingIn: 0, toDayPoints: 5, status: false } },
            { label: "今天已签到", output: { list: [{ toDay: "day", time: "2024-11-19", points: 5 }], joinSingIn: 1, toDayPoints: 5, status: true } },
            failed,
          ]),
          submitSignIn: fake.promise([
            { label: "成功", output: { list: [{ toDay: "day", time: "2024-11-19", points: 5 }], joinSingIn: 1, toDayPoints: 5, status: true, gained: 5 } },
            { label: "今天已签过", error: { message: "您今天已经签到过了" } },
          ]),
        },
      }),
  }),
  defineFlow({
    id: "prizeWheel",
    nameZh: "幸运抽奖转盘",
    nameEn: "Prize wheel",
    description: "点击抽奖后由服务器决定结果，转盘转动后停在对应奖品上并显示结果；积分不足等拒绝原因直接显示，转盘不动。",
    machine: prizeWheelMachine,
    fakes: (fake) =>
      prizeWheelMachine.provide({
        actors: {
          draw: fake.promise([
            { label: "抽中50积分", output: { index: 2, prizeName: "50积分", kind: "points", recordId: 1, message: "恭喜您抽中 50积分！", points: 150 } },
            { label: "谢谢参与", output: { index: 1, prizeName: "谢谢参与", kind: "thanks", recordId: 2, message: "很遗憾，没有抽中奖品，再接再厉！", points: 100 } },
            { label: "积分不足", error: { message: "积分不足，每次抽奖需要 50 积分" } },
          ]),
        },
        delays: { spin: 1000 },
      }),
    inputs: [{ label: "八格转盘", input: { segments: 8 } }],
  }),
  defineFlow({
    id: "emailCode",
    nameZh: "邮箱验证码",
    nameEn: "E-mail code",
    description: "绑定新邮箱：检查邮箱格式后发送验证码，按钮倒计时结束才能再次发送；发送失败显示原因。",
    machine: emailCodeMachine,
    fakes: (fake) =>
      emailCodeMachine.provide({
        actors: { sendCode: fake.promise([{ label: "成功（2 秒后可重发）", output: { uuid: "mail-1", resendIn: 2 } }, { label: "邮箱已被绑定", error: { message: "该邮箱已被其他账号绑定" } }]) },
      }),
    events: {
      "email.send": [
        { label: "正确邮箱", event: { type: "email.send", email: "wanqing@example.cn" } },
        { label: "邮箱格式错误", event: { type: "email.send", email: "wanqing" } },
      ],
    },
  }),
  defineFlow({
    id: "upload",
    nameZh: "文件上传",
    nameEn: "File upload",
    description: "上传组件里的一个文件：就绪、上传中（进度条随已发送字节前进）、成功或失败；失败可重试，删除已上传的文件需先确认“确定删除该文件吗？”。",
    machine: uploadMachine,
    fakes: (fake) => uploadMachine.provide({ actors: { send: fake.callback(), remove: fake.promise([{ label: "成功", output: undefined }, failed]) } }),
    events: {
      "upload.progress": [{ label: "已发送一半", event: { type: "upload.progress", loaded: 512, total: 1024 } }],
      "upload.done": [{ label: "服务器已保存", event: { type: "upload.done", path: "/files/pictures/202411/0123456789abcdef0123456789abcdef.png" } }],
      "upload.failed": [{ label: "上传失败", event: { type: "upload.failed", message: "图片上传失败，请刷新后重试" } }],
    },
    inputs: [
      { label: "新选择的图片", input: { id: "f1", name: "足浴前后对比.png", media: "image", kind: "pictures", source: null } },
      { label: "已保存的图片", input: { id: "f2", name: "头像.png", media: "image", kind: "avatar", source: null, path: "/files/avatar/202411/0123456789abcdef0123456789abcdef.png" } },
    ],
  }),
  defineFlow({
    id: "uploadList",
    nameZh: "上传组件",
    nameEn: "Upload widget",
    description: "选择文件后逐个检查格式（按文件内容）、大小和数量，合格的立即开始上传，不合格的提示原因（数量提示显示 1 秒）。",
    machine: uploadListMachine,
    fakes: (fake) =>
      uploadListMachine.provide({
        actors: { file: uploadMachine.provide({ actors: { send: fake.callback(), remove: fake.promise([{ label: "成功", output: undefined }]) } }) },
      }),
    events: {
      "files.add": [
        { label: "一张图片", event: { type: "files.add", files: [{ id: "a", name: "a.png", type: "image/png", size: 2048, sniffed: "png", source: null }] } },
        { label: "改名的程序", event: { type: "files.add", files: [{ id: "b", name: "photo.png", type: "image/png", size: 2048, sniffed: null, source: null }] } },
      ],
    },
    inputs: [{ label: "图片上传", input: { kind: "pictures", imageLimit: 3 } }],
  }),
  defineFlow({
    id: "setPayPassword",
    nameZh: "设置支付密码",
    nameEn: "Set payment password",
    description: "没有支付密码的会员获取短信验证码（发送后60秒倒计时）、两次输入6位数字密码后提交；缺项显示规定提示，服务器拒绝时留在表单，成功后提示支付密码设置成功。",
    machine: setPayPasswordMachine,
    fakes: (fake) =>
      setPayPasswordMachine.provide({
        actors: {
          sendCode: fake.promise([{ label: "已发送", output: { uuid: "ticket-1", resendIn: 2 } }, { label: "发送失败", error: { message: "请先绑定手机号码" } }]),
          submitPassword: fake.promise([{ label: "设置成功", output: { hasPayPassword: true } }, { label: "验证码错误", error: { message: "短信验证码错误或已失效" } }]),
        },
      }),
    events: {
      "field.change": [
        { label: "支付密码", event: { type: "field.change", field: "password", value: "135790" } },
        { label: "确认密码", event: { type: "field.change", field: "confirm", value: "135790" } },
        { label: "验证码", event: { type: "field.change", field: "infoCode", value: "246810" } },
      ],
    },
    inputs: [{ label: "手机 138****5678", input: { maskedPhone: "138****5678" } }],
  }),
  defineFlow({
    id: "balancePay",
    nameZh: "余额支付",
    nameEn: "Balance pay",
    description: "余额或积分足够才能支付，不足时提示充值；未设置支付密码先设置；输入6位支付密码付款，密码错误提示剩余次数，锁定时提示等待，网络失败可用同一请求标识重试。",
    machine: balancePayMachine,
    fakes: (fake) =>
      balancePayMachine.provide({
        actors: {
          pay: fake.promise([
            { label: "支付成功", output: { paid: true } },
            { label: "密码错误", error: { status: 400, message: "支付密码错误，您还可以输入4次" } },
            { label: "已锁定", error: { status: 429, message: "支付密码错误次数过多，已锁定，请30分钟后再试" } },
            { label: "余额不足", error: { status: 409, message: "账号余额不足，请您先 充值余额 再进行支付" } },
            { label: "未设置密码", error: { status: 409, message: "您还未设置支付密码，请先设置支付密码" } },
            failed,
          ]),
        },
      }),
    events: {
      "pay.submit": [
        { label: "6位密码", event: { type: "pay.submit", password: "135790" } },
        { label: "不足6位", event: { type: "pay.submit", password: "1357" } },
      ],
      "balance.update": [
        { label: "已充值", event: { type: "balance.update", available: 50_000 } },
        { label: "仍不足", event: { type: "balance.update", available: 100 } },
      ],
    },
    inputs: [
      { label: "余额充足", input: { amount: 19_800, currency: "balance", available: 50_000, hasPayPassword: true, idempotencyKey: "pay-1" } },
      { label: "余额不足", input: { amount: 19_800, currency: "balance", available: 1_000, hasPayPassword: true, idempotencyKey: "pay-2" } },
      { label: "未设置支付密码", input: { amount: 500, currency: "points", available: 800, hasPayPassword: false, idempotencyKey: "pay-3" } },
    ],
  }),
  defineFlow({
    id: "recharge",
    nameZh: "余额充值",
    nameEn: "Recharge",
    description: "选择或输入充值金额（2位小数，1元至5万元），创建支付单后前往支付平台收银台；返回后查询支付结果，直到成功、失败或过期，久未到账时可手动刷新。",
    machine: rechargeMachine,
    fakes: (fake) =>
      rechargeMachine.provide({
        actors: {
          createRecharge: fake.promise([
            { label: "已创建", output: { id: "P1", amount: 10_000, status: "pending", payUrl: "/sandbox/pay/P1", balance: 0 } },
            { label: "创建失败", error: { message: "在线充值暂不可用，请稍后再试" } },
          ]),
          fetchStatus: fake.promise([
            { label: "已支付", output: { id: "P1", amount: 10_000, status: "paid", payUrl: "/sandbox/pay/P1", balance: 10_000 } },
            { label: "待支付", output: { id: "P1", amount: 10_000, status: "pending", payUrl: "/sandbox/pay/P1", balance: 0 } },
            { label: "支付失败", output: { id: "P1", amount: 10_000, status: "failed", payUrl: "/sandbox/pay/P1", balance: 0 } },
            { label: "已过期", output: { id: "P1", amount: 10_000, status: "expired", payUrl: "/sandbox/pay/P1", balance: 0 } },
            failed,
          ]),
        },
      }),
    events: {
      "amount.change": [
        { label: "100元", event: { type: "amount.change", text: "100" } },
        { label: "金额格式错误", event: { type: "amount.change", text: "1.234" } },
      ],
      "amount.preset": [{ label: "500元", event: { type: "amount.preset", cents: 50_000 } }],
    },
    inputs: [
      { label: "充值页", input: { paymentId: null, keyBase: "r" } },
      { label: "支付后返回", input: { paymentId: "P1", keyBase: "r", maxPolls: 1 } },
    ],
  }),
  defineFlow({
    id: "withdrawal",
    nameZh: "余额提现",
    nameEn: "Withdrawal",
    description: "未设置支付密码先设置，未绑定支付宝先绑定（账号、真实姓名和支付密码）；输入提现金额（10元起，不超过余额）和支付密码提交，金额立即转出等待审核。",
    machine: withdrawalMachine,
    fakes: (fake) =>
      withdrawalMachine.provide({
        actors: {
          bindAccount: fake.promise([{ label: "绑定成功", output: { account: "139****5678", name: "李*怡" } }, { label: "密码错误", error: { status: 400, message: "支付密码错误，您还可以输入4次" } }]),
          requestWithdrawal: fake.promise([
            { label: "已提交", output: { id: 7, status: "pending" } },
            { label: "被拒绝", error: { status: 400, message: "提现金额不能超过可用余额" } },
            failed,
          ]),
        },
      }),
    events: {
      "account.change": [
        { label: "支付宝账号", event: { type: "account.change", field: "account", value: "13912345678" } },
        { label: "真实姓名", event: { type: "account.change", field: "name", value: "李静怡" } },
      ],
      "account.submit": [{ label: "输入支付密码", event: { type: "account.submit", password: "135790" } }],
      "amount.change": [
        { label: "120元", event: { type: "amount.change", text: "120" } },
        { label: "低于最低金额", event: { type: "amount.change", text: "5" } },
      ],
      "extract.submit": [{ label: "输入支付密码", event: { type: "extract.submit", password: "135790" } }],
    },
    inputs: [
      { label: "已绑定账户", input: { balance: 30_000, hasPayPassword: true, account: { account: "139****5678", name: "李*怡" }, keyBase: "w" } },
      { label: "新会员", input: { balance: 30_000, hasPayPassword: false, account: null, keyBase: "w" } },
    ],
  }),
  defineFlow({
    id: "vipPurchase",
    nameZh: "开通会员",
    nameEn: "VIP purchase",
    description: "选择会员套餐后开通，先询问“确认开通会员吗?”，确认后下单并用余额支付；取消支付回到套餐选择。店铺服务费不选套餐、不询问，直接下单支付。",
    machine: vipPurchaseMachine,
    fakes: (fake) =>
      vipPurchaseMachine.provide({
        actors: { createOrder: fake.promise([{ label: "已下单", output: { id: 11, amount: 19_800, title: "开通VIP会员（年卡）" } }, failed]) },
      }),
    events: {
      "plan.select": [
        { label: "年卡", event: { type: "plan.select", planId: 3 } },
        { label: "月卡", event: { type: "plan.select", planId: 1 } },
      ],
      "pay.done": [{ label: "支付完成", event: { type: "pay.done", result: { paid: true } } }],
    },
    inputs: [
      { label: "未选套餐", input: { keyBase: "v", planId: null, kind: "vip" } },
      { label: "店铺服务费", input: { keyBase: "s", planId: null, kind: "shop" } },
    ],
  }),
  defineFlow({
    id: "sandboxCashier",
    nameZh: "沙箱收银台",
    nameEn: "Sandbox cashier",
    description: "沙箱支付平台的收银台：付款人确认支付或模拟失败，结果显示2秒后返回商户页面；已过期的支付单只能返回商户。",
    machine: sandboxCashierMachine,
    fakes: (fake) => {
      const payment = (status: "pending" | "paid" | "failed" | "expired") => ({
        id: "P1",
        merchant: "悦享健康美丽网",
        subject: "悦享健康美丽网账户余额充值",
        amount: 10_000,
        status,
        payee: "李*怡",
        expireTime: "2026-11-21T12:30:00.000Z",
        returnUrl: "/account/recharge/member/success?id=P1",
      })
      return sandboxCashierMachine.provide({
        actors: {
          load: fake.promise([
            { label: "待支付", output: payment("pending") },
            { label: "已支付", output: payment("paid") },
            { label: "已过期", output: payment("expired") },
            failed,
          ]),
          settle: fake.promise([
            { label: "完成", output: payment("paid") },
            { label: "已过期", output: payment("expired") },
            failed,
          ]),
        },
      })
    },
  }),
  defineFlow({
    id: "pagedList",
    nameZh: "分页列表",
    nameEn: "Paged list",
    description: "问答、回复等“加载更多”列表：第一页替换列表，之后每页追加，未到最后一页时显示加载更多；刷新从第一页重来，新发布的一条追加在列表里。",
    machine: pagedListMachine,
    fakes: (fake) =>
      pagedListMachine.provide({
        actors: {
          loadPage: fake.promise([
            { label: "共两页", output: { content: [{ id: 1, title: "敷面膜后需要洗脸吗？" }], totalPages: 2 } },
            { label: "只有一页", output: { content: [{ id: 2, title: "晒后修复多久见效？" }], totalPages: 1 } },
            failed,
          ]),
        },
      }),
    events: { "list.add": [{ label: "新提问", event: { type: "list.add", item: { id: 3, title: "孕期可以用果酸吗？" } } }] },
  }),
  defineFlow({
    id: "commentLike",
    nameZh: "评论点赞",
    nameEn: "Comment like",
    description: "评论的点赞按钮：点一下立即加一或减一，再以服务器的结果为准（失败则恢复）；点完一秒内不能再点；未登录时提示先登录。",
    machine: commentLikeMachine,
    fakes: (fake) =>
      commentLikeMachine.provide({
        actors: { sendLike: fake.promise([{ label: "成功", output: { likedStatus: "LIKE", likeNumber: 13 } }, failed]) },
      }),
    events: {
      "session.changed": [
        { label: "已登录", event: { type: "session.changed", signedIn: true } },
        { label: "已退出", event: { type: "session.changed", signedIn: false } },
      ],
    },
    inputs: [
      { label: "会员未点赞", input: { id: 31, likedStatus: "UNLIKE", likeNumber: 12, signedIn: true } },
      { label: "访客", input: { id: 31, likedStatus: "UNLIKE", likeNumber: 12, signedIn: false } },
    ],
  }),
  defineFlow({
    id: "favoriteToggle",
    nameZh: "收藏按钮",
    nameEn: "Favourite toggle",
    description: "商品、课程或文章页面的收藏按钮：先查是否已收藏，再点一下收藏（提示收藏成功）或取消收藏（提示已取消收藏）；查询失败时可重试。",
    machine: favoriteToggleMachine,
    fakes: (fake) =>
      favoriteToggleMachine.provide({
        actors: {
          loadStatus: fake.promise([
            { label: "未收藏", output: { collected: false, id: null } },
            { label: "已收藏", output: { collected: true, id: 5 } },
            failed,
          ]),
          addFavorite: fake.promise([{ label: "成功", output: { id: 6 } }, failed]),
          removeFavorite: fake.promise([{ label: "成功", output: { removed: 1 } }, failed]),
        },
      }),
    inputs: [{ label: "商品", input: { targetType: "product", targetId: 3 } }],
  }),
  defineFlow({
    id: "unpaidOrders",
    nameZh: "未支付订单",
    nameEn: "Unpaid orders",
    description: "会员未支付的订单（VIP会员、店铺服务费、课程）：列出并可取消（确认后），取消后重新检查注销条件并刷新列表；服务器拒绝时显示原因。未支付的订单下单30分钟后由服务器自动关闭。",
    machine: unpaidOrdersMachine,
    fakes: (fake) =>
      unpaidOrdersMachine.provide({
        actors: {
          loadOrders: fake.promise([
            {
              label: "有一笔",
              output: [{ kind: "vip", id: 1, orderNo: "VIP20261123160000123456", title: "开通VIP会员（年卡）", amount: 19_900, createTime: "2026-11-23T08:00:00.000Z", closeTime: "2026-11-23T08:30:00.000Z" }],
            },
            failed,
          ]),
          cancelOrder: fake.promise([{ label: "成功", output: { cancelled: true } }, failed]),
        },
      }),
    events: {
      "order.cancel": [{ label: "取消VIP订单", event: { type: "order.cancel", kind: "vip", id: 1 } }],
    },
  }),
  defineFlow({
    id: "articleDraft",
    nameZh: "文章投稿与审核",
    nameEn: "Article draft, submit and review",
    description: "会员撰写健康科普或美容文章：检查通过才提交，服务器拒绝时留在编辑中并显示原因；提交后等待管理员审核，刷新可查看结果：通过即发布，驳回时显示原因并可修改后重新提交。",
    machine: articleDraftMachine,
    fakes: (fake) =>
      articleDraftMachine.provide({
        actors: {
          submit: fake.promise([{ label: "已提交", output: { id: 7 } }, { label: "未实名", error: { message: "请先完成实名认证", code: "real_name_required" } }]),
          loadReview: fake.promise([
            { label: "审核中", output: { status: "pending", rejectReason: null } },
            { label: "已发布", output: { status: "published", rejectReason: null } },
            { label: "未通过", output: { status: "rejected", rejectReason: "图片与内容无关" } },
            failed,
          ]),
        },
        guards: { check: ({ event }) => event.type === "draft.submit" && (event.values as { title?: string }).title !== "" },
      }),
    events: {
      "draft.submit": [
        { label: "填写完整", event: { type: "draft.submit", values: { title: "春季过敏怎么办" } } },
        { label: "未通过检查", event: { type: "draft.submit", values: { title: "" } } },
      ],
    },
  }),
  defineFlow({
    id: "forumTopic",
    nameZh: "论坛发帖",
    nameEn: "Forum topic composer",
    description: "会员在论坛发新帖或编辑自己的帖子：选择版块、填写标题和图文内容，检查通过才发出；发出后打开帖子，服务器拒绝（如未实名认证）时留在表单并显示原因，可重试或修改，也可取消。",
    machine: forumTopicMachine,
    fakes: (fake) =>
      forumTopicMachine.provide({
        actors: {
          submitTopic: fake.promise([{ label: "已发布", output: { id: 41 } }, { label: "未实名", error: { message: "您还未进行实名认证，请先完成实名认证", code: "real_name_required" } }]),
        },
      }),
    events: {
      "topic.submit": [
        { label: "填写完整", event: { type: "topic.submit", values: { boardId: 2, title: "夜跑要注意什么", bodyHtml: "<p>下班后只有晚上有时间跑步。</p>" } } },
        { label: "未选版块", event: { type: "topic.submit", values: { boardId: null, title: "夜跑要注意什么", bodyHtml: "<p>下班后只有晚上有时间跑步。</p>" } } },
      ],
    },
    inputs: [
      { label: "发新帖", input: { topicId: null } },
      { label: "编辑帖子", input: { topicId: 41 } },
    ],
  }),
  defineFlow({
    id: "forumReply",
    nameZh: "论坛回复与引用",
    nameEn: "Forum reply with quote",
    description: "帖子下方的回复框：可引用楼主或某一楼的回复（引用可更换或取消），检查通过才发出；发出期间不可更改，成功后清空引用并显示新回复，失败（如未实名认证）时显示原因，可重试或继续编辑。",
    machine: forumReplyMachine,
    fakes: (fake) =>
      forumReplyMachine.provide({
        actors: {
          submitReply: fake.promise([{ label: "已回复", output: { id: 77, floor: 3 } }, { label: "未实名", error: { message: "您还未进行实名认证，请先完成实名认证", code: "real_name_required" } }]),
        },
      }),
    events: {
      "quote.set": [
        { label: "引用楼主", event: { type: "quote.set", quote: { kind: "topic", replyId: null, floor: null, authorName: "爱丽丝", excerpt: "夜跑有哪些要注意的？" } } },
        { label: "引用2楼", event: { type: "quote.set", quote: { kind: "reply", replyId: 31, floor: 2, authorName: "小波", excerpt: "穿亮色衣服。" } } },
      ],
      "reply.submit": [
        { label: "有内容", event: { type: "reply.submit", bodyHtml: "<p>同意楼上</p>" } },
        { label: "空白", event: { type: "reply.submit", bodyHtml: "<p></p>" } },
      ],
    },
    inputs: [{ label: "帖子12", input: { topicId: 12 } }],
  }),
  defineFlow({
    id: "qualityMenu",
    nameZh: "清晰度菜单",
    nameEn: "Quality menu",
    description: "播放器的清晰度列表：鼠标移到按钮或列表上时打开，离开两者 100 毫秒后收起；点击按钮或用键盘（回车、空格）打开后保持打开，再次点击、按 Esc、点击别处或选中清晰度时收起。",
    machine: qualityMenuMachine,
    fakes: () => qualityMenuMachine,
  }),
  defineFlow({
    id: "coursePlayer",
    nameZh: "课程播放器",
    nameEn: "Course player",
    description: "课程视频播放：片头广告倒计时可关闭，浏览器拦截自动播放时提示手动播放；试看到时暂停并弹出购买层；切换清晰度从当前位置继续；提示上次观看位置 15 秒；每 10 分钟提示一次是否继续观看；离开页面时保存进度。",
    machine: coursePlayerMachine,
    fakes: () => coursePlayerMachine,
    events: {
      "video.metadata": [{ label: "时长 120 秒", event: { type: "video.metadata", duration: 120 } }],
      "video.timeUpdate": [
        { label: "播放到 10 秒", event: { type: "video.timeUpdate", position: 10 } },
        { label: "播放到 40 秒", event: { type: "video.timeUpdate", position: 40 } },
      ],
      "quality.select": [
        { label: "标清", event: { type: "quality.select", definition: "sd" } },
        { label: "当前的高清", event: { type: "quality.select", definition: "hd" } },
      ],
    },
    inputs: [
      {
        label: "试看 30 秒，有片头广告，提示上次位置",
        input: {
          playId: 101,
          qualities: [
            { definition: "hd", desc: "高清", Url: "/media/courses/lesson-a-360p.webm" },
            { definition: "sd", desc: "标清", Url: "/media/courses/lesson-a-240p.webm" },
          ],
          tryTime: 30,
          autoplay: true,
          autoResume: false,
          savedPosition: 12,
          ad: { url: "/course/ads/preroll.webm", durationSeconds: 2 },
        },
      },
      {
        label: "完整课程，不自动播放，直接续播",
        input: {
          playId: 102,
          qualities: [{ definition: "hd", desc: "高清", Url: "/media/courses/lesson-b-360p.webm" }],
          tryTime: 0,
          autoplay: false,
          autoResume: true,
          savedPosition: 12,
          ad: null,
        },
      },
      {
        label: "广告读不到时长",
        input: {
          playId: 103,
          qualities: [{ definition: "hd", desc: "高清", Url: "/media/courses/lesson-b-360p.webm" }],
          tryTime: 0,
          autoplay: true,
          autoResume: false,
          savedPosition: 0,
          ad: { url: "/course/ads/preroll.webm", durationSeconds: 0 },
        },
      },
      { label: "没有视频资源", input: { playId: 104, qualities: [], tryTime: 0, autoplay: true, autoResume: false, savedPosition: 0, ad: null } },
    ],
  }),
  ...ORDER_FLOWS,
  ...AFTER_SALE_FLOWS,
  ...MALL_FLOWS,
]

/** The entry of a machine by id. */
export const flowById = (id: string): FlowEntry | undefined => FLOWS.find((f) => f.id === id)
