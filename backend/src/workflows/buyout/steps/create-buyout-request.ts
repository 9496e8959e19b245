import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BUYOUT_MODULE } from "../../../modules/buyout"
import type BuyoutModuleService from "../../../modules/buyout/service"
import type { SellOnlineData } from "../../../lib/buyout/validation"
import { shopVariant } from "../../../lib/shop/variant"
import { buyoutNumberPrefix } from "../../../lib/buyout/paths"
import type { RecomputedAppraisal } from "./recompute-appraisal"

/**
 * Stores the sale: the appraisal snapshot, the device and customer data with
 * birth number / CNP, ID card number and bank account encrypted
 * (AES-256-GCM), a human number and the first history entry.
 * Compensation deletes it again (with its history).
 */
export const createBuyoutRequestStep = createStep(
  "buyout-create-request",
  async (input: { data: SellOnlineData; appraisal: RecomputedAppraisal; note?: string | null }, { container }) => {
    const service = container.resolve<BuyoutModuleService>(BUYOUT_MODULE)
    const { customer_data: c, pickup_address, buyout_device } = input.data
    const a = input.appraisal
    const created = await service.createBuyoutRequestWithNumber(
      {
        status: "new",
        currency_code: shopVariant().currencyCode,
        device_model_id: a.device_model_id,
        color_id: a.color_id,
        device: a.device,
        appraisal: a.appraisal,
        appraisal_version: a.version,
        device_condition_choices: a.device_condition_choices,
        quality: a.quality,
        price: a.price,
        imei: buyout_device.imei,
        serial_number: buyout_device.serial_number,
        note: buyout_device.note ?? input.note ?? null,
        first_name: c.first_name,
        last_name: c.last_name,
        degree_before_name: c.degree_before_name,
        gender: c.gender,
        email: c.e_mail,
        phone_number: c.phone_number,
        street: c.street,
        city: c.city,
        district: c.district,
        postcode: c.postcode,
        country: c.country,
        nationality: c.nationality,
        place_of_birth: c.place_of_birth,
        identity_released_by: c.identity_released_by,
        identity_valid_to: c.identity_valid_to,
        bank_code: c.bank_code,
        // Sealed by the validation step already (lib/buyout/sealed-pii).
        personal_identification_number_encrypted: c.personal_identification_number,
        identity_card_number_encrypted: c.identity_card_number,
        bank_account_full_number_encrypted: c.bank_account_full_number,
        pickup_address,
      },
      buyoutNumberPrefix(),
    )
    return new StepResponse({ id: created.id, number: created.number as string }, created.id)
  },
  async (id, { container }) => {
    if (!id) return
    const service = container.resolve<BuyoutModuleService>(BUYOUT_MODULE)
    await service.deleteBuyoutRequests(id)
  },
)
