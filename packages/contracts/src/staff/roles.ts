/**
 * Staff roles and the permissions they are given (issue 34). A permission is
 * `resource:operation`, Medusa's RBAC naming: `read` for looking, `write` for
 * creating, changing and deleting, and a few operations of their own where a
 * job needs one thing of a resource and not the rest (revealing a seller's
 * personal data, purging the CDN). Which role holds which permission is the
 * backend's table (backend/src/modules/staff/policies.ts); the admin learns a
 * user's permissions from `GET /admin/staff/me`.
 */
export const STAFF_ROLES = ['administrator', 'supervisor', 'customer_service', 'warehouse', 'store_staff', 'content_editor', 'accountant'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles of these this code knows: a stored role it no longer knows gives nothing. */
export const knownStaffRoles = (roles: readonly string[]): StaffRole[] => roles.filter((r): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r));

/** What staff work on: each admin route belongs to one (backend/src/api/admin/staff/route-permissions.ts). */
export const STAFF_RESOURCES = [
  'catalog',
  'promotion',
  'order',
  'payment',
  'customer',
  'inventory',
  'fulfillment',
  'buyout',
  'service',
  'review',
  'cdn',
  'settings',
  'staff',
] as const;
export type StaffResource = (typeof STAFF_RESOURCES)[number];

/**
 * Operations beyond read and write, each on one resource. `supervisor:approve` lets its holder do, and
 * approve for a colleague, what the shop marks as needing a supervisor (backend src/api/admin/staff/supervisor-check.ts).
 */
export const SPECIAL_PERMISSIONS = ['buyout:reveal_personal_data', 'order:reveal_refund_account', 'cdn:purge', 'supervisor:approve'] as const;

export type StaffPermission = `${StaffResource}:read` | `${StaffResource}:write` | (typeof SPECIAL_PERMISSIONS)[number];

/**
 * Two-factor sign-in of the signed-in user (GET /admin/staff/two-factor, and in /admin/staff/me):
 * `required` for roles that can reveal personal data or refund; without it set up by `due_at`, such a
 * user can do nothing but set it up.
 */
export type StaffTwoFactorStatus = {
  enabled: boolean;
  required: boolean;
  /** When a required set-up becomes a must; null when not required or set up. */
  due_at: string | null;
  recovery_codes_left: number;
};

/** GET /admin/staff/me: the signed-in user's roles and everything they allow. */
export type StaffMeResponse = {
  user_id: string;
  roles: StaffRole[];
  permissions: StaffPermission[];
  two_factor: StaffTwoFactorStatus;
};

/** POST /admin/staff/two-factor/setup: a new secret to add to an authenticator app, not in force until confirmed with a code. */
export type StaffTwoFactorSetupResponse = {
  /** Base32, for typing into the app by hand. */
  secret: string;
  otpauth_uri: string;
  /** The otpauth URI as a QR code (SVG markup). */
  qr_svg: string;
};

/** Ten single-use codes, shown once: each signs in instead of an authenticator code. */
export type StaffRecoveryCodesResponse = { recovery_codes: string[] };

/** A staff member as the admin's staff page lists them (GET /admin/staff). */
export type AdminStaffMember = {
  user_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  roles: StaffRole[];
  /** The stores (stock locations) a store-staff role limits them to. */
  stock_location_ids: string[];
  active: boolean;
  /** Whether they sign in with a second factor (an administrator can reset a lost one). */
  two_factor_enabled: boolean;
  created_at: string;
  /** When they last signed in to the admin; null before their first sign-in. */
  last_login_at: string | null;
};
/** An invitation not yet accepted, with the roles its colleague will hold once they accept. */
export type AdminStaffInvite = {
  id: string;
  email: string;
  roles: StaffRole[];
  expires_at: string;
  created_at: string;
};
export type AdminStaffListResponse = { staff: AdminStaffMember[]; invites: AdminStaffInvite[] };
export type AdminStaffInviteResponse = { invite: AdminStaffInvite };
/** POST /admin/staff/approvals: a supervisor's approval, sent back as the `x-supervisor-approval` header. */
export type AdminSupervisorApprovalResponse = { approval: string; approver_email: string; expires_at: string };
export type AdminStaffMemberResponse = { staff_member: AdminStaffMember };

/** What the staff audit log keeps (backend src/api/admin/staff/audited-routes.ts says which call is which). */
export const STAFF_AUDIT_ACTIONS = [
  'staff.member_changed',
  'staff.invited',
  'staff.supervisor_approved',
  'staff.user_deleted',
  'staff.api_key_changed',
  'buyout.personal_data_revealed',
  'order.refund_account_revealed',
  'payment.refunded',
  'order.canceled',
  'order.fulfillment_canceled',
  'order.return_canceled',
  'price.changed',
] as const;
export type StaffAuditAction = (typeof STAFF_AUDIT_ACTIONS)[number];

/** One entry of the staff audit log (GET /admin/staff/audit). */
export type AdminStaffAuditEntry = {
  id: string;
  actor_id: string;
  /** The staff member's e-mail; null for a secret API key or a user deleted since. */
  actor_email: string | null;
  action: string;
  method: string;
  path: string;
  ip: string | null;
  details: Record<string, unknown> | null;
  created_at: string;
};
export type AdminStaffAuditListResponse = { entries: AdminStaffAuditEntry[]; count: number; limit: number; offset: number };
