import { Button, Container, Heading, Table, usePrompt } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { Link, useNavigate } from "react-router-dom"

import { useT } from "../../../lib/i18n"
import { notify } from "../../../lib/notify"
import { metaMasterApi, metaMasterKeys, type MetaMaster, SAVE_ERROR_TOAST } from "../../../api/meta-masters"
import { EditMetaMaster } from "../meta-master-form"
import { AddProducts } from "../add-products"
import { MemberActions } from "../member-actions"
import { useDetailQuery } from "../../../components/list-page"
import { SectionRow } from "../../../components/section-row"
import { EmptyState, ErrorState, LoadingState } from "../../../components/states"
import { QualityBadge } from "../quality-badge"
import { SectionHeading } from "../../../components/headings"
import { TableHead } from "../../../components/table-head"
import { LINK_CLASS } from "../../../components/link-style"
import { withPermission } from "../../../components/staff/require-permission"

/** get-meta-master: name and description, the member products (remove, move) and adding products. */
const MetaMasterDetailPage = () => {
  const { t } = useT()
  const { query } = useDetailQuery({
    queryKey: metaMasterKeys.detail,
    queryFn: metaMasterApi.get,
    failed: t("metaMasters.load_failed"),
    toastId: "meta-master-detail-load",
  })
  const { data, isPending, refetch } = query

  return (
    <div className="flex flex-col gap-y-3">
      <Link to="/meta-masters" className={`${LINK_CLASS} txt-compact-small`}>
        ← {t("metaMasters.back")}
      </Link>
      {isPending ? (
        <Container className="p-0">
          <LoadingState />
        </Container>
      ) : !data ? (
        <Container className="p-0">
          <ErrorState message={t("metaMasters.load_failed")} onRetry={() => refetch()} />
        </Container>
      ) : (
        <>
          <DetailsSection metaMaster={data.meta_master} />
          <MembersSection metaMaster={data.meta_master} />
        </>
      )}
    </div>
  )
}

/** update-meta-master and delete-meta-master. */
const DetailsSection = ({ metaMaster }: { metaMaster: MetaMaster }) => {
  const { t } = useT()
  const navigate = useNavigate()
  const prompt = usePrompt()
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: () => metaMasterApi.remove(metaMaster.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: metaMasterKeys.detail(metaMaster.id) })
      queryClient.invalidateQueries({ queryKey: metaMasterKeys.all })
      notify.dismiss(SAVE_ERROR_TOAST)
      notify.success(t("metaMasters.deleted"))
      navigate("/meta-masters")
    },
    onError: (error) => notify.error(t("metaMasters.delete_failed"), { error, id: SAVE_ERROR_TOAST }),
  })

  const confirmDelete = async () => {
    const ok = await prompt({
      title: t("metaMasters.delete_confirm_title"),
      description: t("metaMasters.delete_confirm", { count: metaMaster.master_products.length }),
      confirmText: t("metaMasters.delete"),
      cancelText: t("metaMasters.cancel"),
    })
    if (ok) remove.mutate()
  }

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h1" data-testid="meta-master-name">
          {metaMaster.name}
        </Heading>
        <div className="flex items-center gap-x-2">
          <EditMetaMaster metaMaster={metaMaster} />
          <Button size="small" variant="danger" onClick={confirmDelete} isLoading={remove.isPending}>
            {t("metaMasters.delete")}
          </Button>
        </div>
      </div>
      <SectionRow label={t("metaMasters.description_field")} value={metaMaster.description || "—"} />
    </Container>
  )
}

const MembersSection = ({ metaMaster }: { metaMaster: MetaMaster }) => {
  const { t } = useT()
  return (
    <Container className="divide-y p-0">
      <SectionHeading title={t("metaMasters.members")} />
      {metaMaster.master_products.length === 0 ? (
        <EmptyState testId="meta-master-empty" message={t("metaMasters.members_empty")} />
      ) : (
        <Table data-testid="meta-master-members">
          <TableHead
            columns={[
              t("metaMasters.product"),
              t("metaMasters.quality"),
              t("metaMasters.status"),
              { label: t("metaMasters.actions"), className: "text-right" },
            ]}
          />
          <Table.Body>
            {metaMaster.master_products.map((product) => (
              <Table.Row key={product.id} data-testid="meta-master-member" data-handle={product.handle}>
                <Table.Cell>
                  <Link to={`/products/${product.id}`} className={LINK_CLASS}>
                    {product.title}
                  </Link>
                </Table.Cell>
                <Table.Cell>
                  <QualityBadge quality={product.quality} />
                </Table.Cell>
                <Table.Cell>{t(`metaMasters.statuses.${product.status}` as "metaMasters.statuses.published", { defaultValue: product.status })}</Table.Cell>
                <Table.Cell className="text-right">
                  <MemberActions metaMasterId={metaMaster.id} product={product} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      <AddProducts metaMaster={metaMaster} />
    </Container>
  )
}

export default withPermission("catalog:read", MetaMasterDetailPage)
