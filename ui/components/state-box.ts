import { css } from "styled-system/css"

/** The centred column shared by EmptyState, LoadingState and ErrorState. */
export const stateBox = css({
  display: "flex",
  flexDir: "column",
  alignItems: "center",
  justifyContent: "center",
  textAlign: "center",
  gap: "3",
  py: "12",
  px: "4",
  color: "fg.muted",
})
