import { Button } from "@medusajs/ui"
import { useNavigate } from "react-router-dom"

import { ModelConditions } from "../../../components/buyout/model-conditions"
import { ModelColors } from "../../../components/buyout/model-colors"
import { ModelResults } from "../../../components/buyout/model-results"
import { ModelSettings } from "../../../components/buyout/model-settings"
import { useCatalogueRemove } from "../../../components/buyout/use-catalogue-change"
import { DetailShell, useDetailQuery } from "../../../components/list-page"
import { buyoutApi, buyoutKeys } from "../../../api/buyout"
import { useT } from "../../../lib/i18n"
import { PageTitle } from "../../../components/headings"
import { withPermission } from "../../../components/staff/require-permission"

/** One buy-out model: minimal price and linked product, colours, grades with prices, questionnaire with price corrections. */
const BuyoutModelPage = () => {
  const { t } = useT()
  const navigate = useNavigate()
  const remove = useCatalogueRemove()
  const { query } = useDetailQuery({
    queryKey: buyoutKeys.model,
    queryFn: buyoutApi.model,
    failed: t("buyouts.catalogue.load_failed"),
    toastId: "buyout-model-load",
  })
  const removeModel = async (id: string, name: string) => {
    if (await remove(name, () => buyoutApi.deleteModel(id))) navigate("/buyout-catalogue")
  }
  return (
    <DetailShell
      back={{ to: "/buyout-catalogue", label: t("buyouts.catalogue.back") }}
      query={query}
      failed={t("buyouts.catalogue.load_failed")}
      testId="buyout-model"
    >
      {({ model }) => {
        const name = `${model.manufacturer.label} ${model.label}`
        return (
          <>
            <PageTitle title={name} description={t("buyouts.catalogue.version", { type: model.device_type.label, version: model.appraisal_version })}>
              <Button size="small" variant="danger" onClick={() => removeModel(model.id, name)}>
                {t("buyouts.catalogue.delete_model")}
              </Button>
            </PageTitle>
            <ModelSettings model={model} />
            <ModelResults model={model} />
            <ModelConditions model={model} />
            <ModelColors model={model} />
          </>
        )
      }}
    </DetailShell>
  )
}

export default withPermission("buyout:read", BuyoutModelPage)
