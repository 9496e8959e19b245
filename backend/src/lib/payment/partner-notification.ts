import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PartnerError } from "./partner-api"

/**
 * Nothing in a partner's notification is trusted but the id it names, which
 * the shop asks the partner about. When the partner cannot answer, `settled`
 * tells the notification's route whether it is done with: yes when the
 * partner does not know the id (404, 400), no when it is to notify again.
 */
export async function askAboutNotification<Answer>(
  scope: MedusaContainer,
  notification: string,
  ask: () => Promise<Answer>,
): Promise<{ answer: Answer } | { settled: boolean }> {
  try {
    return { answer: await ask() }
  } catch (error) {
    if (!(error instanceof PartnerError)) throw error
    scope.resolve(ContainerRegistrationKeys.LOGGER).warn(`${notification} not verified: ${error.message}`)
    return { settled: error.httpStatus === 404 || error.httpStatus === 400 }
  }
}
