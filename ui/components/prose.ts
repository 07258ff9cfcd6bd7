import { css } from "styled-system/css"

/** Typography of stored rich text (agreements, notices, page content). */
export const prose = css({
  fontSize: "sm",
  lineHeight: "1.9",
  color: "fg.default",
  wordBreak: "break-word",
  "& > * + *": { mt: "3" },
  "& h1": { fontSize: "xl", fontWeight: "bold", mt: "6" },
  "& h2": { fontSize: "lg", fontWeight: "semibold", mt: "7", mb: "1", pl: "3", borderLeftWidth: "3px", borderColor: "accent.solid", lineHeight: "1.4" },
  "& h3": { fontSize: "md", fontWeight: "semibold", mt: "5" },
  "& p": { textAlign: "justify" },
  "& a": { color: "fg.link", textDecoration: "underline", textUnderlineOffset: "2px", _hover: { color: "accent.solid" } },
  "& strong, & b": { fontWeight: "semibold", color: "fg.default" },
  "& ul": { listStyleType: "disc", pl: "6", "& li + li": { mt: "1" } },
  "& ol": { listStyleType: "decimal", pl: "6", "& li + li": { mt: "1" } },
  "& li::marker": { color: "accent.solid" },
  "& table": { w: "full", borderCollapse: "collapse", fontSize: "sm", display: "block", overflowX: "auto" },
  "& th, & td": { borderWidth: "1px", borderColor: "border.subtle", px: "3", py: "2", textAlign: "left", verticalAlign: "top" },
  "& th": { bg: "bg.subtle", fontWeight: "semibold", whiteSpace: "nowrap" },
  "& blockquote": { borderLeftWidth: "3px", borderColor: "border.default", pl: "4", color: "fg.muted" },
  "& img": { maxW: "full", h: "auto", borderRadius: "md" },
  "& hr": { borderColor: "border.subtle", my: "6" },
})
