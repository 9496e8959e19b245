import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { SelectorResponse } from "@electroshop/contracts/buyout"
import { BUYOUT_MODULE } from "../../../../modules/buyout"
import type BuyoutModuleService from "../../../../modules/buyout/service"
import { publicChoice, selectedValues } from "../../../../lib/buyout/appraisal"
import { ShopError } from "../../../../lib/http/errors"
import { listOfferedBuyoutTypes, retrieveOfferedDevice } from "../../../../modules/buyout/queries"
import { t } from "../../../../lib/shop/messages"
import { buyoutPaths, selectorPath } from "../../../../lib/buyout/paths"
import type { StoreSelectorQuery } from "../validators"

/**
 * GET /store/buyout/selector?type=&manufacturer=&model=&color= | ?url_code=
 * The selector state for a storefront path (slugs) or an e-mailed quote.
 */
export async function GET(req: MedusaRequest<unknown, z.infer<typeof StoreSelectorQuery>>, res: MedusaResponse<SelectorResponse>) {
  const query = req.validatedQuery
  const service = req.scope.resolve<BuyoutModuleService>(BUYOUT_MODULE)

  // Types whose category is switched off are treated as unknown (modules/buyout/queries.ts).
  const types = await listOfferedBuyoutTypes(req.scope)
  const isOffered = (value: string | undefined) => types.some((t) => t.value === value)

  let params = query
  let quote: any = null
  if (query.url_code) {
    ;[quote] = await service.listBuyoutQuotes({ code: query.url_code })
    const device = quote ? await retrieveOfferedDevice(req.scope, quote.color_value) : null
    if (!quote || !device) {
      throw new ShopError(404, { message: t("quote_not_found"), code: "quote_not_found", url: buyoutPaths().prefix })
    }
    params = {
      type: device.product_type.value,
      manufacturer: device.product_manufacturer.value,
      model: device.product_model.value,
      color: device.product_color.value,
    }
  }

  const selection = await service.resolveSelection({ ...params, type: isOffered(params.type) ? params.type : undefined })
  const [manufacturers, models, colors] = await Promise.all([
    selection.product_type ? service.listSelectorManufacturers(selection.product_type.value) : [],
    selection.product_manufacturer && selection.product_type
      ? service.listSelectorModels(selection.product_type.value, selection.product_manufacturer.value)
      : [],
    selection.product_model ? service.listSelectorColors(selection.product_model.value) : [],
  ])
  const appraisal = selection.product_model && selection.product_color ? await service.retrieveAppraisal(selection.product_model.id) : null

  // A reopened quote preselects its answers that still exist in the current questionnaire.
  const validChoices = new Set(appraisal?.device_conditions.flatMap((c) => c.choices.map((ch) => ch.value)) ?? [])
  const quoteChoices: number[] = quote ? (quote.device_condition_choices as number[]).filter((v) => validChoices.has(v)) : []

  res.json({
    selected_choices: {
      ...selectedValues(selection),
      device_condition_choices: quoteChoices,
      note: quote?.note ?? null,
    },
    choices: {
      product_type: types,
      product_manufacturer: manufacturers,
      product_model: models,
      product_color: colors,
    },
    appraisal,
    url: selectorPath([selection.product_type?.value, selection.product_manufacturer?.value, selection.product_model?.value, selection.product_color?.slug]),
    selected: {
      product_type: publicChoice(selection.product_type),
      product_manufacturer: publicChoice(selection.product_manufacturer),
      product_model: publicChoice(selection.product_model),
      product_color: publicChoice(selection.product_color),
    },
    quote: quote
      ? {
          code: quote.code,
          e_mail: quote.email,
          quality: quote.quality,
          price: quote.price,
          currency_code: quote.currency_code,
          expires_at: quote.expires_at,
          expired: new Date(quote.expires_at).getTime() < Date.now(),
          appraisal_version: quote.appraisal_version,
          version_changed: appraisal ? quote.appraisal_version !== appraisal.version : true,
        }
      : null,
  })
}
