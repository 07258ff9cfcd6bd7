/**
 * The options of a filter's <select> over a table of labels (a state or kind and its Chinese
 * name), in the table's order, after the "all" choice when one is given: `<option value="">`.
 */
export function LabelOptions({ labels, allLabel }: { readonly labels: Readonly<Record<string, string>>; readonly allLabel?: string }) {
  return (
    <>
      {allLabel !== undefined && <option value="">{allLabel}</option>}
      {Object.entries(labels).map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </>
  )
}

/** The options of a <select> over named rows (brands, warehouses, categories), after the empty choice `<option value="">` called `noneLabel`. */
export function NamedOptions({ rows, noneLabel }: { readonly rows: ReadonlyArray<{ readonly id: number; readonly name: string }> | undefined; readonly noneLabel: string }) {
  return (
    <>
      <option value="">{noneLabel}</option>
      {(rows ?? []).map((row) => (
        <option key={row.id} value={row.id}>
          {row.name}
        </option>
      ))}
    </>
  )
}
