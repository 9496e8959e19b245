import { Button, Drawer, FocusModal, Heading, Text } from "@medusajs/ui"
import { useQueryClient, type QueryKey } from "@tanstack/react-query"
import { forwardRef, useState, type ComponentPropsWithoutRef, type FormEventHandler, type ReactNode } from "react"
import type { DefaultValues, FieldValues } from "react-hook-form"

import type { useZodForm } from "../lib/form"
import { useT } from "../lib/i18n"
import { notify } from "../lib/notify"
import { ApiError } from "../lib/sdk"
import { ModalHeader, DrawerHeader } from "./dialog-headers"

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Text of the button that opens it; also the title unless one is given. */
  trigger: string
  /** The opening button's accessible name where its text alone does not say which record (a list row's "Edit"); it should begin with `trigger`. */
  triggerLabel?: string
  title?: string
  onSubmit: FormEventHandler<HTMLFormElement>
  submitting: boolean
  /** "Save" unless given. */
  submitLabel?: string
  /** A failed save's message that names no field, under the fields. */
  rootError?: string
  children: ReactNode
}

const Submit = ({ submitting, submitLabel }: Pick<Props, "submitting" | "submitLabel">) => {
  const { t } = useT()
  return (
    <Button size="small" type="submit" isLoading={submitting}>
      {submitLabel ?? t("common.save")}
    </Button>
  )
}

// Radix's asChild hands its props and ref to the child: the trigger is a function giving the Button itself, the cancel button forwards them.
const triggerButton = (label: string, accessibleName?: string) => (
  <Button size="small" variant="secondary" aria-label={accessibleName}>
    {label}
  </Button>
)
const CancelButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<typeof Button>>((props, ref) => {
  const { t } = useT()
  return (
    <Button ref={ref} size="small" variant="secondary" type="button" {...props}>
      {t("common.cancel")}
    </Button>
  )
})

/** What both shells share: the open state, the button that opens them and the form they hold, laid out by `className`. */
const Shell = ({
  of: Root,
  open,
  onOpenChange,
  trigger,
  triggerLabel,
  onSubmit,
  className,
  children,
}: Pick<Props, "open" | "onOpenChange" | "trigger" | "triggerLabel" | "onSubmit" | "children"> & {
  of: typeof FocusModal | typeof Drawer
  className: string
}) => (
  <Root open={open} onOpenChange={onOpenChange}>
    <Root.Trigger asChild>{triggerButton(trigger, triggerLabel)}</Root.Trigger>
    <Root.Content>
      <form onSubmit={onSubmit} className={className} noValidate>
        {children}
      </form>
    </Root.Content>
  </Root>
)

// Cancel closes the shell through its own Close part; the other action submits the form.
const Actions = ({ Close, submitting, submitLabel }: Pick<Props, "submitting" | "submitLabel"> & { Close: typeof FocusModal.Close | typeof Drawer.Close }) => (
  <>
    <Close asChild>
      <CancelButton />
    </Close>
    <Submit submitting={submitting} submitLabel={submitLabel} />
  </>
)

/** Create in a focus modal, as the dashboard does: the form fills the screen, its actions in the header. */
export const CreateModal = ({ title, submitting, submitLabel, rootError, children, ...shell }: Props) => (
  <Shell of={FocusModal} {...shell} className="flex h-full flex-col overflow-hidden">
    <ModalHeader>
      <div className="flex items-center justify-end gap-x-2">
        <Actions Close={FocusModal.Close} submitting={submitting} submitLabel={submitLabel} />
      </div>
    </ModalHeader>
    <FocusModal.Body className="flex flex-1 flex-col items-center overflow-y-auto py-16">
      <div className="flex w-full max-w-[560px] flex-col gap-y-4">
        <FocusModal.Title asChild>
          <Heading>{title ?? shell.trigger}</Heading>
        </FocusModal.Title>
        {children}
        <RootError message={rootError} />
      </div>
    </FocusModal.Body>
  </Shell>
)

/** Edit in a drawer, as the dashboard does: the form beside the page, its actions in the footer. */
export const EditDrawer = ({ title, submitting, submitLabel, rootError, children, ...shell }: Props) => (
  <Shell of={Drawer} {...shell} className="flex h-full flex-col">
    <DrawerHeader>
      <Drawer.Title>{title ?? shell.trigger}</Drawer.Title>
    </DrawerHeader>
    <Drawer.Body className="flex flex-col gap-y-4">
      {children}
      <RootError message={rootError} />
    </Drawer.Body>
    <Drawer.Footer>
      <Actions Close={Drawer.Close} submitting={submitting} submitLabel={submitLabel} />
    </Drawer.Footer>
  </Shell>
)

/**
 * A record's form in the lists edited in place: a new record in a CreateModal,
 * an existing one in an EditDrawer, named by `<texts>.create`, `.edit` and `.edit_title`.
 */
export const RecordForm = ({
  texts,
  editing,
  ...props
}: Omit<Props, "trigger" | "title"> & { texts: "barems" | "itemExtras" | "crates" | "boxes"; editing: boolean }) => {
  const { t } = useT()
  return editing ? (
    <EditDrawer {...props} trigger={t(`${texts}.edit`)} title={t(`${texts}.edit_title`)} />
  ) : (
    <CreateModal {...props} trigger={t(`${texts}.create`)} />
  )
}

type SaveOptions<TOut, TAnswer = unknown> = {
  save: (body: TOut) => Promise<TAnswer>
  invalidates: QueryKey
  /** The success toast's text, or made from the backend's answer. */
  saved: string | ((answer: TAnswer) => string)
  failed?: { message: string; toastId: string }
}

/**
 * A form's submit that saves: a success refreshes the `invalidates` queries, says `saved` and calls
 * `onSaved`; a refusal puts the backend's messages at the fields (or its message that names no field
 * at `root`) and, with `failed`, tells it in one toast that the next success takes away. A record gone
 * meanwhile (404) refreshes the `invalidates` queries too, so that its list shows what is left.
 */
export function useFormSave<TIn extends FieldValues, TOut extends FieldValues, TAnswer = unknown>(
  form: ReturnType<typeof useZodForm<TIn, TOut>>,
  { save, invalidates, saved, failed, onSaved }: SaveOptions<TOut, TAnswer> & { onSaved?: () => void },
) {
  const queryClient = useQueryClient()
  return form.handleSubmit(async (body) => {
    try {
      const answer = await save(body)
      await queryClient.invalidateQueries({ queryKey: invalidates })
      if (failed) notify.dismiss(failed.toastId)
      notify.success(typeof saved === "string" ? saved : saved(answer))
      onSaved?.()
    } catch (error) {
      form.serverErrors(error)
      if (failed) notify.error(failed.message, { error, id: failed.toastId })
      if (error instanceof ApiError && error.status === 404) await queryClient.invalidateQueries({ queryKey: invalidates })
    }
  })
}

/**
 * What a CreateModal or EditDrawer needs from its form: each opening starts
 * from `initial`; a submit saves as useFormSave does and, saved, closes.
 */
export function useFormModal<TIn extends FieldValues, TOut extends FieldValues>(
  form: ReturnType<typeof useZodForm<TIn, TOut>>,
  { initial, ...options }: SaveOptions<TOut> & { initial: DefaultValues<TIn> },
) {
  const [open, setOpen] = useState(false)
  const onSubmit = useFormSave(form, { ...options, onSaved: () => setOpen(false) })
  const onOpenChange = (next: boolean) => {
    if (next) form.reset(initial)
    setOpen(next)
  }
  return { open, onOpenChange, onSubmit, submitting: form.formState.isSubmitting, rootError: form.formState.errors.root?.message }
}

/**
 * A form of one line in a page's section, made for a scanner (it types a code and presses Enter): its
 * fields, then its button, aligned with the inputs under their labels; on a phone the button goes
 * under them. A failed submit's message that names no field shows under it.
 */
export const InlineForm = ({
  onSubmit,
  submitting,
  submitLabel,
  submitName,
  submitTestId,
  rootError,
  className = "",
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>
  submitting: boolean
  submitLabel: string
  /** The button's accessible name where its text alone does not say which record it acts on ("Put order #12 in crate"). */
  submitName?: string
  /** The button's name in the e2e tests. */
  submitTestId?: string
  rootError?: string
  className?: string
  children: ReactNode
}) => (
  <form onSubmit={onSubmit} noValidate className={`flex flex-col gap-y-2 ${className}`}>
    <div className="flex flex-wrap items-start gap-3">
      {children}
      <div className="sm:pt-6">
        <Button size="small" type="submit" isLoading={submitting} aria-label={submitName} data-testid={submitTestId}>
          {submitLabel}
        </Button>
      </div>
    </div>
    <RootError message={rootError} />
  </form>
)

/** A failed save's message that names no field (react-hook-form's `errors.root`). */
export const RootError = ({ message }: { message?: string }) =>
  message ? (
    <Text size="small" className="text-ui-fg-error" role="alert">
      {message}
    </Text>
  ) : null
