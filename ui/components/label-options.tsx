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
