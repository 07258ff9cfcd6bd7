/**
 * Business constants and limits of the portal (spec 1 §9, spec 2 §9).
 * Durations are in milliseconds unless the name says otherwise; sizes in bytes.
 */

// Search history
export const SEARCH_HISTORY_MAX = 5

// Paging
export const REPLY_PAGE_SIZE = 5
export const COMMENT_PAGE_SIZE = 15
export const QUESTION_PAGE_SIZE = 15
export const DEFAULT_SORT = "createTime,desc"
export const DICTIONARY_PAGE_SIZE = 9999

// Shell and layout
export const NOTIFY_DURATION_MS = 5000
export const FIXED_HEADER_SCROLL_PX = 399
export const USER_CARD_HOVER_MS = 300
export const PAGE_LOAD_TIMEOUT_MS = 120_000
export const REQUEST_TIMEOUT_MS = 1_200_000
export const TOKEN_COOKIE_DAYS = 1
export const CHAT_WINDOW_WIDTH_PX = 525
export const CHAT_WINDOW_HEIGHT_PX = 382

// Money
export const CENTS_PER_YUAN = 100

// Counts
export const TEN_THOUSAND = 10_000
export const HUNDRED_MILLION = 100_000_000

// Relative time
export const JUST_NOW_SECONDS = 30

// Payment password and SMS
export const PAY_PASSWORD_LENGTH = 6
export const SMS_CODE_MAX_LENGTH = 6
export const SMS_RESEND_SECONDS = 60
export const SMS_CODE_VALID_MINUTES = 5

// Addresses
export const MAX_ADDRESSES = 20
export const ADDRESS_NAME_MIN = 2
export const ADDRESS_NAME_MAX = 30
export const ADDRESS_DETAIL_MIN = 3
export const ADDRESS_DETAIL_MAX = 120
export const ADDRESS_DEFAULTED_BY_DEFAULT = true

// Text lengths
export const COMMENT_MIN = 30
export const COMMENT_MAX = 200
export const QUESTION_TITLE_MIN = 6
export const QUESTION_TITLE_MAX = 30
export const QUESTION_CONTENT_MIN = 30
export const QUESTION_CONTENT_MAX = 200
export const REPLY_MIN = 30
export const REPLY_MAX = 200
export const QUICK_REPLY_TITLE_MIN = 3
export const QUICK_REPLY_TITLE_MAX = 20
export const QUICK_REPLY_TEXT_MIN = 10
export const QUICK_REPLY_TEXT_MAX = 200
export const QUICK_REPLY_TEXT_WIDGET_CAP = 300
export const LOGIN_PASSWORD_MIN = 8
export const LOGIN_PASSWORD_MAX = 16

// Uploads
const MB = 1024 * 1024
export const IMAGE_MAX_BYTES = 2 * MB
export const VIDEO_MAX_BYTES = 500 * MB
export const GALLERY_VIDEO_MAX_BYTES = 60 * MB
export const RICH_TEXT_VIDEO_MAX_BYTES = 104_857_600
export const DEFAULT_IMAGE_LIMIT = 30
export const DEFAULT_VIDEO_LIMIT = 1
export const UPLOAD_COUNT_MESSAGE_MS = 1000

// Video player
export const PROGRESS_REPORT_MS = 5000
export const RESUME_PROMPT_MS = 15_000
export const IDLE_PROMPT_MS = 600_000
export const QUALITY_LIST_HIDE_MS = 100
export const AD_COUNTDOWN_TICK_MS = 1000
export const PLAYER_DEFAULT_WIDTH = "100%"
export const PLAYER_LIBRARY_VERSION = "2.9.1"
export const PREVIEW_TIME_DEFAULT_SECONDS = 0

// Comments and likes
export const LIKE_DEBOUNCE_MS = 1000
export const DEFAULT_RATING = 5
export const PROGRESS_BAR_SPEED_MS = 500

// Image magnifier
export const MAGNIFIER_ZOOM = 3
export const IMAGE_ZOOM_SCALE = 2.5
export const MAGNIFIER_WIDTH_PX = 400
export const MAGNIFIER_HEIGHT_PX = 400
export const MAGNIFIER_THUMB_HEIGHT_PX = 100
export const MAGNIFIER_VISIBLE_THUMBS = 4

// Roles
export const DEFAULT_ROLE = "ROLE_SYSTEM_DEFAULT"
