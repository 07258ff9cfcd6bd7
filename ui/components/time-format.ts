import { formatDateTime } from "../../domain/core/time-ago.ts"

/** An instant the server answered (ISO), shown to the minute (YYYY-MM-DD HH:mm); empty without one. */
export const formatTime = (iso: string | null | undefined): string => (iso ? formatDateTime(new Date(iso)).slice(0, 16) : "")

/** The same to the second (YYYY-MM-DD HH:mm:ss): orders and payments, where the second is kept. */
export const formatTimeWithSeconds = (iso: string | null | undefined): string => (iso ? formatDateTime(new Date(iso)) : "")
