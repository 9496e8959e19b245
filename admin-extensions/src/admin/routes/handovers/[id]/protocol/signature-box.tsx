import { Container, Heading } from "@medusajs/ui"
import { PRINT_BOX, PRINT_LINE } from "../../../../components/print-style"

/**
 * A box of the protocol to fill in by hand: its title (who signs), then a line to write on after each
 * label (name, signature, date). Framed in black and kept whole on one page when printed.
 */
export const SignatureBox = ({ id, title, lines, testId }: { id: string; title: string; lines: string[]; testId: string }) => (
  <Container className="p-0" {...{ [PRINT_BOX]: "" }}>
    <section aria-labelledby={id} className="flex flex-col gap-y-2 px-6 pb-6 pt-4" data-testid={testId}>
      <Heading level="h2" id={id}>
        {title}
      </Heading>
      {lines.map((label) => (
        <div key={label} className="txt-compact-small flex items-end gap-x-3">
          <span className="text-ui-fg-subtle w-28 shrink-0 break-words">{label}</span>
          <span aria-hidden="true" className="border-ui-border-strong h-12 min-w-0 flex-1 border-b" {...{ [PRINT_LINE]: "" }} />
        </div>
      ))}
    </section>
  </Container>
)
