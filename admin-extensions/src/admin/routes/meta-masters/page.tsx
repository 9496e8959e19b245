import { defineRouteConfig } from "@medusajs/admin-sdk"
import { SquaresPlus } from "@medusajs/icons"
import { Button, Container, Drawer, Heading, Input, Label, Table, Text, Textarea } from "@medusajs/ui"
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect, useState, type FormEvent } from "react"
import { Link, useNavigate, useSearchParams } from "react-router-dom"

import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { fieldError, META_MASTER_PAGE_SIZE, metaMasterApi, metaMasterKeys, SAVE_ERROR_TOAST } from "./api"
import { EmptyState, ErrorState, LoadingState } from "../../components/states"
import { QualityBadge } from "./quality-badge"

/** The meta masters (same device in other qualities), searchable by name, with a create drawer. */
const MetaMasterListPage = () => {
  const { t } = useT()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const q = params.get("q") ?? ""
  const page = Math.max(1, Number(params.get("page")) || 1)
  const [search, setSearch] = useState(q)

  // Search as you type, without a request per keystroke.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (search !== q) setParams(search ? { q: search } : {})
    }, 300)
    return () => clearTimeout(timer)
  }, [search, q, setParams])

  const { data, error, isPending, isFetching, refetch } = useQuery({
    queryKey: metaMasterKeys.list(q, (page - 1) * META_MASTER_PAGE_SIZE),
    queryFn: () => metaMasterApi.list(q, (page - 1) * META_MASTER_PAGE_SIZE),
    placeholderData: keepPreviousData,
  })
  useEffect(() => {
    if (error) notify.error(t("metaMasters.load_failed"), { error, id: "meta-master-list-load" })
  }, [error, t])

  const rows = data?.meta_masters ?? []
  const count = data?.count ?? 0
  const pageCount = Math.max(1, Math.ceil(count / META_MASTER_PAGE_SIZE))
  const goTo = (next: number) => setParams({ ...(q ? { q } : {}), page: String(next) })

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between gap-x-4 px-6 py-4">
        <div>
          <Heading level="h1">{t("metaMasters.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            {t("metaMasters.description")}
          </Text>
        </div>
        <CreateMetaMaster onCreated={(id) => navigate(`/meta-masters/${id}`)} />
      </div>
      <div className="px-6 py-4">
        <Input
          type="search"
          size="small"
          className="max-w-xs"
          placeholder={t("metaMasters.search")}
          aria-label={t("metaMasters.search")}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {isPending ? (
        <LoadingState />
      ) : error && !data ? (
        <ErrorState message={t("metaMasters.load_failed")} onRetry={() => refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState testId="meta-master-empty" message={q ? t("metaMasters.empty_filtered") : t("metaMasters.empty")} />
      ) : (
        <div aria-busy={isFetching}>
          <Table data-testid="meta-master-list">
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{t("metaMasters.name")}</Table.HeaderCell>
                <Table.HeaderCell>{t("metaMasters.products_count")}</Table.HeaderCell>
                <Table.HeaderCell>{t("metaMasters.qualities")}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id} className="cursor-pointer" data-testid="meta-master-row" onClick={() => navigate(`/meta-masters/${row.id}`)}>
                  <Table.Cell>
                    {/* The link makes the row reachable with the keyboard; the row click is a mouse shortcut. */}
                    <Link to={`/meta-masters/${row.id}`} className="text-ui-fg-interactive hover:underline" onClick={(e) => e.stopPropagation()}>
                      {row.name}
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{row.master_products_count}</Table.Cell>
                  <Table.Cell>
                    <div className="flex flex-wrap gap-1">
                      {[...new Set(row.master_products.map((p) => p.quality))].map((quality) => (
                        <QualityBadge key={quality ?? "none"} quality={quality} />
                      ))}
                    </div>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
          <Table.Pagination
            count={count}
            pageSize={META_MASTER_PAGE_SIZE}
            pageIndex={page - 1}
            pageCount={pageCount}
            canPreviousPage={page > 1}
            canNextPage={page < pageCount}
            previousPage={() => goTo(page - 1)}
            nextPage={() => goTo(page + 1)}
            translations={{
              of: t("metaMasters.pagination.of"),
              results: t("metaMasters.pagination.results"),
              pages: t("metaMasters.pagination.pages"),
              prev: t("metaMasters.pagination.prev"),
              next: t("metaMasters.pagination.next"),
            }}
          />
        </div>
      )}
    </Container>
  )
}

/** add-meta-master: name and description in a drawer; a 400 shows under the field. */
const CreateMetaMaster = ({ onCreated }: { onCreated: (id: string) => void }) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [name, setName] = useState("")
  const [description, setDescription] = useState("")
  const create = useMutation({
    mutationFn: () => metaMasterApi.create({ name, description: description || null }),
    onSuccess: ({ meta_master }) => {
      notify.dismiss(SAVE_ERROR_TOAST)
      notify.success(t("metaMasters.saved"))
      queryClient.invalidateQueries({ queryKey: metaMasterKeys.all })
      setOpen(false)
      onCreated(meta_master.id)
    },
    onError: (error) => notify.error(t("metaMasters.save_failed"), { error, id: SAVE_ERROR_TOAST }),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    create.mutate()
  }
  const nameError = fieldError(create.error, "name")

  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) {
          setName("")
          setDescription("")
          create.reset()
        }
      }}
    >
      <Drawer.Trigger asChild>
        <Button size="small" variant="secondary">
          {t("metaMasters.create")}
        </Button>
      </Drawer.Trigger>
      <Drawer.Content>
        <form onSubmit={submit} className="flex h-full flex-col">
          <Drawer.Header>
            <Drawer.Title>{t("metaMasters.create_title")}</Drawer.Title>
          </Drawer.Header>
          <Drawer.Body className="flex flex-col gap-y-4">
            <div className="flex flex-col gap-y-2">
              <Label htmlFor="meta-master-name">{t("metaMasters.name")}</Label>
              <Input id="meta-master-name" value={name} onChange={(e) => setName(e.target.value)} aria-invalid={!!nameError} autoFocus />
              {nameError ? (
                <Text size="small" className="text-ui-fg-error" role="alert">
                  {nameError}
                </Text>
              ) : null}
            </div>
            <div className="flex flex-col gap-y-2">
              <Label htmlFor="meta-master-description">{t("metaMasters.description_field")}</Label>
              <Textarea id="meta-master-description" value={description} onChange={(e) => setDescription(e.target.value)} />
            </div>
          </Drawer.Body>
          <Drawer.Footer>
            <Drawer.Close asChild>
              <Button size="small" variant="secondary" type="button">
                {t("metaMasters.cancel")}
              </Button>
            </Drawer.Close>
            <Button size="small" type="submit" isLoading={create.isPending}>
              {t("metaMasters.save")}
            </Button>
          </Drawer.Footer>
        </form>
      </Drawer.Content>
    </Drawer>
  )
}

export const config = defineRouteConfig({
  label: "metaMasters.menu",
  icon: SquaresPlus,
  translationNs: "electroshop",
})

export default MetaMasterListPage
