import { Button, Container, Heading } from "@medusajs/ui"
import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { Hint } from "./field"

/** A page's or a section's title with its grey description and, on the right, its actions: the top row of every container of ours. */
export const SectionHeading = ({
  title,
  description,
  level = "h2",
  children,
  testId,
}: {
  title: ReactNode
  description?: ReactNode
  level?: "h1" | "h2" | "h3"
  children?: ReactNode
  testId?: string
}) => (
  <div className="flex flex-wrap items-center justify-between gap-4 px-6 py-4">
    <div>
      <Heading level={level} data-testid={testId}>
        {title}
      </Heading>
      {description ? <Hint>{description}</Hint> : null}
    </div>
    {children ? <div className="flex max-w-full shrink-0 flex-wrap items-center gap-2">{children}</div> : null}
  </div>
)

/**
 * A part of a container with its own heading (h2, or h3 within a widget's section) and grey
 * description, named by it for assistive technology (a landmark-like section: "Scan a crate", "Assign a bin").
 */
export const TitledSection = ({
  id,
  title,
  description,
  level = "h2",
  testId,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string
  title: ReactNode
  description?: ReactNode
  level?: "h2" | "h3"
  testId?: string
  children: ReactNode
}) => (
  <section aria-labelledby={id} data-testid={testId}>
    <SectionHeading title={<span id={id}>{title}</span>} description={description} level={level} />
    {children}
  </section>
)

/** The page's own title on a container of its own, above the page's sections. */
export const PageTitle = (props: { title: ReactNode; description?: ReactNode; children?: ReactNode; testId?: string }) => (
  <Container className="p-0">
    <SectionHeading level="h1" {...props} />
  </Container>
)

/** A heading's link to a related page (the catalogue beside the requests), looking like its other actions. */
export const HeadingLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Button size="small" variant="secondary" asChild>
    <Link to={to}>{children}</Link>
  </Button>
)
