/** A native select's options from value/label pairs, after an empty first one when there is a `placeholder` ("Choose a type"). */
export function SelectOptions({ placeholder, options }: { placeholder?: string; options: { value: string; label: string }[] }) {
  return (
    <>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
