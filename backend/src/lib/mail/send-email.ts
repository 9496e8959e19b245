import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"

/**
 * The shop's e-mails are rendered by each domain's lib/<domain>/mail.ts (with
 * lib/mail/layout.ts) and sent by subscribers through Medusa's Notification
 * module, whose `email` channel is our SMTP provider
 * (modules/smtp-notification, SMTP_URL / MAIL_FROM).
 */

/** A file sent with an e-mail; `cid` lets the HTML show it inline (`<img src="cid:…">`). */
/** A file sent with an e-mail: shown in its text where the HTML refers to its `cid` (a QR code), else attached (an invoice). */
export type MailAttachment = { filename: string; contentType: string; cid?: string; base64: string }

/** The shop's sender (MAIL_FROM, else the shop's own address), unless a domain writes from its own desk. */
export const shopSender = () => process.env.MAIL_FROM || "ElektroShop <obchod@electroshop.local>"

export type MailMessage = { to: string; subject: string; text: string; html: string; from: string; attachments?: MailAttachment[] }

/**
 * What the notification records about an e-mail besides its content (no
 * personal data). One e-mail per template and resource, or per `once_per`
 * where a resource gets the same template again (each status change).
 */
export type MailMeta = { template: string; resource_type: string; resource_id: string; once_per?: string }

/** An SMTP error may quote the recipient; log lines never hold an address. */
const withoutAddresses = (text: string) => text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, "<address>")

/**
 * Sends one e-mail through the Notification module. The idempotency key
 * makes a re-delivered event send nothing twice. A failure is logged (by
 * template and resource, never the recipient) and reported as `false`, so a
 * subscriber never undoes what the e-mail reports.
 */
export async function sendEmail(container: MedusaContainer, message: MailMessage, meta: MailMeta): Promise<boolean> {
  const notifications = container.resolve(Modules.NOTIFICATION)
  try {
    await notifications.createNotifications({
      to: message.to,
      from: message.from,
      channel: "email",
      template: meta.template,
      resource_type: meta.resource_type,
      resource_id: meta.resource_id,
      idempotency_key: `${meta.template}:${meta.once_per ?? meta.resource_id}`,
      content: { subject: message.subject, text: message.text, html: message.html },
      attachments: message.attachments?.map((a) => ({
        content: a.base64,
        filename: a.filename,
        content_type: a.contentType,
        disposition: a.cid ? "inline" : "attachment",
        id: a.cid,
      })),
    })
    return true
  } catch (error) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .error(`E-mail ${meta.template} for ${meta.resource_id} failed: ${withoutAddresses((error as Error).message)}`)
    return false
  }
}
