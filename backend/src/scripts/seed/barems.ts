import type { MedusaContainer } from "@medusajs/framework/types"
import type { AdminCreateBarem } from "@electroshop/contracts/installment"
import type { Lang } from "./catalogue"
import { BAREM_MODULE, type BaremModuleService } from "../../modules/barem"
import { createBaremWorkflow } from "../../workflows/barem"

/**
 * Demo installment scales like the partners' published offers: an
 * interest-free 10 × 10 %, and longer credits with interest and fees
 * (Home Credit, Cofidis, ESSOX in Czechia; TBI Bank in Romania).
 */
const BAREMS: Record<Lang, AdminCreateBarem[]> = {
  cs: [
    {
      partner: "home_credit",
      name: "Home Credit 10 × 10 % bez navýšení",
      months: 10,
      min_amount: 3000,
      max_amount: 150000,
      interest_rate: 0,
      fee_fixed: 0,
      fee_monthly: 0,
    },
    {
      partner: "home_credit",
      name: "Home Credit na 24 měsíců",
      months: 24,
      min_amount: 3000,
      max_amount: 300000,
      interest_rate: 14.9,
      fee_fixed: 0,
      fee_monthly: 0,
    },
    { partner: "cofidis", name: "Cofidis na 36 měsíců", months: 36, min_amount: 5000, max_amount: 300000, interest_rate: 12.9, fee_fixed: 0, fee_monthly: 49 },
    { partner: "essox", name: "ESSOX na 48 měsíců", months: 48, min_amount: 10000, max_amount: 300000, interest_rate: 11.9, fee_fixed: 490, fee_monthly: 0 },
  ],
  ro: [
    { partner: "tbi", name: "TBI Bank 6 rate fără dobândă", months: 6, min_amount: 300, max_amount: 20000, interest_rate: 0, fee_fixed: 0, fee_monthly: 0 },
    { partner: "tbi", name: "TBI Bank 12 rate", months: 12, min_amount: 500, max_amount: 40000, interest_rate: 19.9, fee_fixed: 0, fee_monthly: 0 },
    { partner: "tbi", name: "TBI Bank 24 de rate", months: 24, min_amount: 1000, max_amount: 60000, interest_rate: 22.9, fee_fixed: 0, fee_monthly: 5 },
  ],
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)
const inDays = (days: number) => isoDay(new Date(Date.now() + days * 24 * 60 * 60 * 1000))

/**
 * Demo lease offers (lease barems): a standing one with a residual value, and
 * a time-limited one valid from today for two months.
 */
const leases = (lang: Lang): AdminCreateBarem[] =>
  lang === "cs"
    ? [
        {
          kind: "lease",
          partner: "essox",
          name: "ESSOX leasing na 24 měsíců",
          months: 24,
          min_amount: 3000,
          max_amount: 300000,
          interest_rate: 9.9,
          fee_fixed: 0,
          fee_monthly: 0,
          residual_percent: 20,
        },
        {
          kind: "lease",
          partner: "essox",
          name: "Akční leasing 12 měsíců bez navýšení",
          months: 12,
          min_amount: 3000,
          max_amount: 100000,
          interest_rate: 0,
          fee_fixed: 0,
          fee_monthly: 0,
          residual_percent: 25,
          valid_from: isoDay(new Date()),
          valid_to: inDays(60),
        },
      ]
    : [
        {
          kind: "lease",
          partner: "tbi",
          name: "Leasing TBI pe 24 de luni",
          months: 24,
          min_amount: 500,
          max_amount: 60000,
          interest_rate: 12.9,
          fee_fixed: 0,
          fee_monthly: 0,
          residual_percent: 20,
        },
        {
          kind: "lease",
          partner: "tbi",
          name: "Ofertă leasing 12 luni fără dobândă",
          months: 12,
          min_amount: 500,
          max_amount: 20000,
          interest_rate: 0,
          fee_fixed: 0,
          fee_monthly: 0,
          residual_percent: 25,
          valid_from: isoDay(new Date()),
          valid_to: inDays(60),
        },
      ]

/** Seeds the scales while there are none, so staff's own are never touched. */
export async function seedBarems(container: MedusaContainer, lang: Lang) {
  const [, count] = await container.resolve<BaremModuleService>(BAREM_MODULE).listAndCountBarems({}, { take: 1, withDeleted: true })
  if (count > 0) return
  for (const barem of [...BAREMS[lang], ...leases(lang)]) await createBaremWorkflow(container).run({ input: barem })
}
