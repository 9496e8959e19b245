import { Button, Container } from "@medusajs/ui"
import type { FormEventHandler, ReactNode } from "react"
import { Hint } from "./field"
import { SectionHeading } from "./headings"
import { RootError } from "./form-modals"

/**
 * A record page's section with a small saved form (a widget's settings): its
 * heading, the fields once the saved values have loaded (or why they did
 * not), the form-wide error and the save button.
 */
export function SettingsSection(props: {
  testId: string
  title: string
  description: string
  loadFailed: string | null
  loading: boolean
  onSubmit: FormEventHandler<HTMLFormElement>
  submitting: boolean
  rootError?: string
  saveLabel: string
  children: ReactNode
}) {
  return (
    <Container className="divide-y p-0" data-testid={props.testId}>
      <SectionHeading title={props.title} description={props.description} />
      {props.loadFailed ? (
        <div className="px-6 py-4">
          <Hint role="status">{props.loadFailed}</Hint>
        </div>
      ) : (
        <form onSubmit={props.onSubmit} className="flex flex-col gap-y-4 px-6 py-4" noValidate aria-busy={props.loading}>
          {props.children}
          <RootError message={props.rootError} />
          <div>
            <Button size="small" type="submit" isLoading={props.submitting} disabled={props.loading}>
              {props.saveLabel}
            </Button>
          </div>
        </form>
      )}
    </Container>
  )
}
