import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createUserAccountWorkflow } from "@medusajs/medusa/core-flows"
import { STAFF_ROLES, type StaffRole } from "@electroshop/contracts/staff"
import { shopStores } from "../../lib/store-pickup/stores"
import { STAFF_MODULE, type StaffModuleService } from "../../modules/staff"
import { updateStaffMemberWorkflow } from "../../workflows/staff/update-staff-member"

type Container = ExecArgs["container"]

/** The login ADMIN_EMAIL / ADMIN_PASSWORD, on every start: its password as configured and the administrator role. */
export async function ensureAdmin(container: Container) {
  const email = process.env.ADMIN_EMAIL || "admin@electroshop.local"
  const userId = await ensureLogin(container, email, process.env.ADMIN_PASSWORD || "Admin123!", "Admin")
  const { roles } = await container.resolve<StaffModuleService>(STAFF_MODULE).accessOf(userId)
  if (!roles.includes("administrator")) await updateStaffMemberWorkflow(container).run({ input: { user_id: userId, roles: [...roles, "administrator"] } })
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`Admin account ready: ${email}`)
}

/**
 * One demo login per role but the administrator's (`<role>@electroshop.local`, the admin's password),
 * seeded with the demo shop only: docs/staff.md lists them. The store staff's works in the first store.
 */
export async function seedDemoStaff(container: Container) {
  const password = process.env.ADMIN_PASSWORD || "Admin123!"
  for (const role of STAFF_ROLES.filter((r): r is Exclude<StaffRole, "administrator"> => r !== "administrator")) {
    const userId = await ensureLogin(container, `${role.replace(/_/g, "-")}@electroshop.local`, password, DEMO_NAMES[role])
    const stores = role === "store_staff" ? { stock_location_ids: await firstStore(container) } : {}
    await updateStaffMemberWorkflow(container).run({ input: { user_id: userId, roles: [role], ...stores } })
  }
}

/** The demo store-staff login works in the first of the shop's stores. */
async function firstStore(container: Container): Promise<string[]> {
  const [store] = await shopStores(container)
  return store ? [store.id] : []
}

const DEMO_NAMES: Record<Exclude<StaffRole, "administrator">, string> = {
  supervisor: "Supervisor",
  customer_service: "Customer service",
  warehouse: "Warehouse",
  store_staff: "Store staff",
  content_editor: "Content editor",
  accountant: "Accountant",
}

/** A Medusa user with an e-mail and password login; its id. */
async function ensureLogin(container: Container, email: string, password: string, firstName: string): Promise<string> {
  const userService = container.resolve(Modules.USER)
  const authService = container.resolve(Modules.AUTH)
  const [identity] = await authService.listProviderIdentities({ entity_id: email, provider: "emailpass" })
  if (identity) {
    await authService.updateProvider("emailpass", { entity_id: email, password })
  } else {
    const { success, authIdentity, error } = await authService.register("emailpass", { body: { email, password } })
    if (!success || !authIdentity) throw new Error(`Cannot create the login ${email}: ${error}`)
  }
  const [user] = await userService.listUsers({ email })
  if (user) return user.id
  const [provider] = await authService.listProviderIdentities({ entity_id: email, provider: "emailpass" }, { relations: ["auth_identity"] })
  const { result } = await createUserAccountWorkflow(container).run({
    input: { authIdentityId: provider.auth_identity_id!, userData: { email, first_name: firstName } },
  })
  return result.id
}
