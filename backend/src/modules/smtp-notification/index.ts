import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import SmtpNotificationProviderService from "./service"

/** Notification provider for the `email` channel: SMTP through nodemailer (README "E-mail and the mail catcher"). */
export default ModuleProvider(Modules.NOTIFICATION, { services: [SmtpNotificationProviderService] })
