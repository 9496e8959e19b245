import { ArrowLeft } from "@medusajs/icons"
import { Button, Container, Heading, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { useEffect } from "react"
import { Link, useNavigate, useParams } from "react-router-dom"

import { ModelConditions } from "../../../components/buyout/model-conditions"
import { ModelColors } from "../../../components/buyout/model-colors"
import { ModelResults } from "../../../components/buyout/model-results"
import { ModelSettings } from "../../../components/buyout/model-settings"
import { useCatalogueRemove } from "../../../components/buyout/use-catalogue-remove"
import { ErrorState, LoadingState } from "../../../components/states"
import { buyoutApi, buyoutKeys } from "../../../lib/buyout-api"
import { useT } from "../../../lib/i18n"
import { notify } from "../../../lib/notify"

/** One buy-out model: minimal price and linked product, colours, grades with prices, questionnaire with price corrections. */
const BuyoutModelPage = () => {
  const { id = "" } = useParams()
  const { t } = useT()
  const navigate = useNavigate()
  const remove = useCatalogueRemove()
  const { data, error, isPending, refetch } = useQuery({
    queryKey: buyoutKeys.model(id),
    queryFn: () => buyoutApi.model(id),
    enabled: !!id,
  })
  useEffect(() => {
    if (error) notify.error(t("buyouts.catalogue.load_failed"), { error, id: "buyout-model-load" })
  }, [error, t])

  const back = (
    <Link to="/buyout-catalogue" className="text-ui-fg-subtle hover:text-ui-fg-base flex items-center gap-x-1 text-sm">
      <ArrowLeft />
      {t("buyouts.catalogue.back")}
    </Link>
  )
  if (isPending || error) {
    return (
      <div className="flex flex-col gap-y-3">
        {back}
        <Container className="p-0">
          {isPending ? <LoadingState /> : <ErrorState message={t("buyouts.catalogue.load_failed")} error={error} onRetry={() => refetch()} />}
        </Container>
      </div>
    )
  }
  const { model } = data
  const name = `${model.manufacturer.label} ${model.label}`
  const removeModel = async () => {
    if (await remove(name, () => buyoutApi.deleteModel(model.id))) navigate("/buyout-catalogue")
  }
  return (
    <div className="flex flex-col gap-y-3" data-testid="buyout-model">
      {back}
      <Container className="flex flex-wrap items-start justify-between gap-4 px-6 py-4">
        <div>
          <Heading level="h1">{name}</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            {t("buyouts.catalogue.version", { type: model.device_type.label, version: model.appraisal_version })}
          </Text>
        </div>
        <Button size="small" variant="danger" onClick={removeModel}>
          {t("buyouts.catalogue.delete_model")}
        </Button>
      </Container>
      <ModelSettings model={model} />
      <ModelResults model={model} />
      <ModelConditions model={model} />
      <ModelColors model={model} />
    </div>
  )
}

export default BuyoutModelPage
