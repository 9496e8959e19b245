import { MagnifyingGlassMini } from "@medusajs/icons"
import { Checkbox, Input, Label, Switch, Text } from "@medusajs/ui"
import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react"
import { Controller, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form"

/** Small grey text under a heading or a field: hints, summaries, empty notes. */
export const Hint = ({ children, id, size = "small", role }: { children: ReactNode; id?: string; size?: "small" | "xsmall"; role?: "status" }) => (
  <Text size={size} className="text-ui-fg-subtle" id={id} role={role}>
    {children}
  </Text>
)

/** Label, control, hint and the field's error (announced to screen readers): every form field of this plugin. */
export const FormField = ({
  id,
  label,
  hint,
  error,
  className = "",
  children,
}: {
  id: string
  label: string
  hint?: string
  error?: string
  className?: string
  children: ReactNode
}) => (
  <div className={`flex flex-col gap-y-1 ${className}`}>
    <Label htmlFor={id} size="small" weight="plus">
      {label}
    </Label>
    {children}
    {hint && !error ? (
      <Hint size="xsmall" id={`${id}-hint`}>
        {hint}
      </Hint>
    ) : null}
    {error ? (
      <Text size="xsmall" className="text-ui-fg-error" id={`${id}-error`} role="alert" data-testid={`error-${id}`}>
        {error}
      </Text>
    ) : null}
  </div>
)

/** A native select styled like the dashboard's inputs (works with keyboard and screen readers as is); the ref lets react-hook-form `register` it. */
export const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>((props, ref) => (
  <select
    ref={ref}
    {...props}
    className={`bg-ui-bg-field shadow-borders-base txt-compact-small text-ui-fg-base h-8 rounded-md px-2 outline-none focus-visible:shadow-borders-interactive-with-active ${props.className ?? ""}`}
  />
))
NativeSelect.displayName = "NativeSelect"

/**
 * A search box. Medusa's Input of type "search" draws its magnifying glass in an element of role
 * "img" that has no name (axe: role-img-alt, WCAG 1.1.1); this one draws the glass hidden from
 * assistive technology and keeps the input's search role.
 */
export const SearchInput = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, "size" | "type">>(({ className = "", ...rest }, ref) => (
  <div className="relative">
    <Input ref={ref} size="small" type="text" role="searchbox" className={`pl-7 ${className}`} {...rest} />
    <span aria-hidden="true" className="text-ui-fg-muted pointer-events-none absolute bottom-0 left-0 flex h-7 w-7 items-center justify-center">
      <MagnifyingGlassMini />
    </span>
  </div>
))
SearchInput.displayName = "SearchInput"

/** The props of an input of a code printed on a label (a bin, a crate): capitals as typed or scanned, no suggestions of earlier entries. */
export const CODE_INPUT = { autoComplete: "off", autoCapitalize: "characters", spellCheck: false, className: "uppercase" } as const

type Labelled = { id: string; label: string; error?: string; hint?: string; fieldClassName?: string }
// FormField shows the hint only while there is no error: the control is described by whichever shows.
const described = (id: string, error?: string, hint?: string) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
})

/** A labelled input with its error under it (a SearchInput for type "search"); the ref lets react-hook-form `register` it. */
export const LabelledInput = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, "size"> & Labelled>(
  ({ id, label, error, hint, fieldClassName, type, ...rest }, ref) => (
    <FormField id={id} label={label} error={error} hint={hint} className={fieldClassName}>
      {type === "search" ? (
        <SearchInput ref={ref} id={id} {...described(id, error, hint)} {...rest} />
      ) : (
        <Input ref={ref} id={id} size="small" type={type} {...described(id, error, hint)} {...rest} />
      )}
    </FormField>
  ),
)
LabelledInput.displayName = "LabelledInput"

/** A labelled native select of short lists, where the native control gives keyboard access and form semantics for free. */
export const LabelledSelect = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & Labelled & { options: { value: string; label: string }[] }
>(({ id, label, error, hint, fieldClassName, options, ...rest }, ref) => (
  <FormField id={id} label={label} error={error} hint={hint} className={fieldClassName}>
    <NativeSelect ref={ref} id={id} {...described(id, error, hint)} {...rest}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </NativeSelect>
  </FormField>
))
LabelledSelect.displayName = "LabelledSelect"

/**
 * A yes/no field of a react-hook-form form: a checkbox (or a switch, for a
 * setting that is on or off) with its label beside it, its error under it.
 */
export function BooleanField<T extends FieldValues, TOut = T>({
  control,
  name,
  id,
  label,
  error,
  as = "checkbox",
}: {
  control: Control<T, unknown, TOut>
  name: FieldPathByValue<T, boolean>
  id: string
  label: string
  error?: string
  as?: "checkbox" | "switch"
}) {
  return (
    <div className="flex items-center gap-x-2">
      <Controller
        control={control}
        name={name}
        render={({ field }) =>
          as === "switch" ? (
            <Switch id={id} checked={field.value} onCheckedChange={field.onChange} />
          ) : (
            <Checkbox id={id} checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
          )
        }
      />
      <Label htmlFor={id} size="small">
        {label}
      </Label>
      {error ? (
        <Text size="xsmall" className="text-ui-fg-error" role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  )
}
