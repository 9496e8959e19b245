import type { Logger, NotificationTypes } from "@medusajs/framework/types"
import { AbstractNotificationProviderService, MedusaError } from "@medusajs/framework/utils"
import nodemailer, { type Transporter } from "nodemailer"

export type SmtpNotificationOptions = {
  /** `smtp://127.0.0.1:1025` (the mail catcher), `smtps://user:pass@smtp.example.com:465`; unset: messages are only logged. */
  url?: string
  /** Sender when a notification names none. */
  from?: string
}

/**
 * Sends the `email` channel's notifications through SMTP. The subscribers
 * render the message (`content`: subject, text, html), so the provider only
 * delivers it. Without a URL a development shop works without a mail
 * server: nodemailer's JSON transport builds the message and the subject is
 * logged (the recipient is personal data and stays out of the log).
 */
export default class SmtpNotificationProviderService extends AbstractNotificationProviderService {
  static identifier = "smtp"

  protected readonly logger_: Logger
  protected readonly options_: SmtpNotificationOptions
  protected readonly transporter_: Transporter

  constructor({ logger }: { logger: Logger }, options: SmtpNotificationOptions) {
    super()
    this.logger_ = logger
    this.options_ = options
    const url = options.url?.trim()
    if (!url) this.logger_.warn("SMTP_URL is not set: e-mails are written to the log instead of being sent.")
    this.transporter_ = url ? nodemailer.createTransport(url) : nodemailer.createTransport({ jsonTransport: true })
  }

  async send(notification: NotificationTypes.ProviderSendNotificationDTO): Promise<NotificationTypes.ProviderSendNotificationResultsDTO> {
    const { subject, text, html } = notification.content ?? {}
    if (!subject || (!text && !html)) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `E-mail "${notification.template}" has no rendered content`)
    }
    const info = await this.transporter_.sendMail({
      to: notification.to,
      from: notification.from || this.options_.from,
      subject,
      text,
      html,
      // Medusa hands attachments over base64-encoded; `id` is the cid the HTML refers to
      attachments: notification.attachments?.map((a) => ({
        filename: a.filename,
        content: Buffer.from(a.content, "base64"),
        contentType: a.content_type,
        contentDisposition: a.disposition === "inline" ? "inline" : "attachment",
        cid: a.id,
      })),
    })
    if (!this.options_.url?.trim()) this.logger_.info(`E-mail (not sent, no SMTP_URL): ${subject}`)
    return { id: String(info.messageId ?? "") }
  }
}
