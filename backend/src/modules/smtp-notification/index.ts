import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import SmtpNotificationProviderService from "./service"

/** Notification provider for the `email` channel: SMTP through nodemailer (docs/email.md). */
export default ModuleProvider(Modules.NOTIFICATION, { services: [SmtpNotificationProviderService] })
