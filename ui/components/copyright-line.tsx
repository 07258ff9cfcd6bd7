import { css } from "styled-system/css"

const unit = css({ display: "inline-block", whiteSpace: "nowrap" })

/**
 * The short footer's line: copyright and the ICP filing number, each kept whole, so a phone
 * breaks the line between them and never inside the number.
 */
export function CopyrightLine({ company, caseNumber, className }: { readonly company: string; readonly caseNumber?: string | null | undefined; readonly className?: string }) {
  return (
    <p className={className}>
      <span className={unit}>
        Copyright © {new Date().getFullYear()} {company} 版权所有
      </span>
      {caseNumber ? (
        <>
          {" · "}
          <span className={unit}>{caseNumber}</span>
        </>
      ) : null}
    </p>
  )
}
