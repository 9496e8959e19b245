import {
  PASSWORD_MIN_LENGTH,
  validateCui,
  validateDic,
  validateEmail,
  validateIco,
  validatePassword,
  validatePhone,
  validatePostcode,
  type ShopVariant,
} from '@electroshop/domain';
import { z } from 'zod';

const email = z
  .string()
  .trim()
  .max(254)
  .refine((value) => validateEmail(value) === null, 'invalid_email');

/** The spec's password rule; the message is the domain catalogue's key, translated by whoever shows it. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(128)
  .superRefine((value, ctx) => {
    const problem = validatePassword(value);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem, params: { code: problem } });
  });

/** A new password typed twice: the confirmation must match ("password confirmation has to match"). */
function confirmed<T extends z.ZodRawShape & { password: typeof passwordSchema; password_confirmation: z.ZodString }>(shape: T) {
  return z
    .object(shape)
    .strict()
    .superRefine((value, ctx) => {
      const { password, password_confirmation } = value as { password: string; password_confirmation: string };
      if (password_confirmation && password !== password_confirmation) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['password_confirmation'], message: 'password_mismatch', params: { code: 'password_mismatch' } });
      }
    });
}

const name = z.string().trim().min(1).max(100);

/** POST /store/account/register: the identity, the customer and the profile's name at once. */
export const StoreRegisterSchema = confirmed({
  email,
  password: passwordSchema,
  password_confirmation: z.string().min(1),
  first_name: name,
  last_name: name,
});
export type StoreRegister = z.infer<typeof StoreRegisterSchema>;

/**
 * Medusa's own routes that set a password (`/auth/customer/emailpass/register`,
 * `…/update` with a reset token) get the same rule; their other fields are
 * Medusa's, passed through.
 */
export const MedusaPasswordSchema = z.object({ password: passwordSchema }).passthrough();

/** POST /store/account/password: the signed-in customer's change; the current password proves it is them. */
export const StoreChangePasswordSchema = confirmed({
  current_password: z.string().min(1).max(128),
  password: passwordSchema,
  password_confirmation: z.string().min(1),
});
export type StoreChangePassword = z.infer<typeof StoreChangePasswordSchema>;

/** POST /store/account/verify: the token of the verification e-mail. */
export const StoreVerifyEmailSchema = z.object({ token: z.string().trim().min(1).max(2000) }).strict();
export type StoreVerifyEmail = z.infer<typeof StoreVerifyEmailSchema>;

const phone = (variant: ShopVariant) =>
  z
    .string()
    .trim()
    .max(30)
    .refine((value) => !value || validatePhone(value, variant) === null, 'invalid_phone')
    .nullable()
    .optional();

/** POST /store/customers/me: the personal data a customer edits (shop accounts may not: 403). */
export const storeProfileSchema = (variant: ShopVariant) => z.object({ first_name: name, last_name: name, phone: phone(variant) }).strict();
export type StoreProfile = z.infer<ReturnType<typeof storeProfileSchema>>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/**
 * The company of an address (`metadata`): IČO and DIČ in the Czech shop, CUI
 * in the Romanian one, each checked by the domain's validator.
 */
function companyIds(variant: ShopVariant) {
  const checked = (validate: (value: string) => string | null) =>
    z
      .string()
      .trim()
      .max(20)
      .superRefine((value, ctx) => {
        const problem = value ? validate(value) : null;
        if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem, params: { code: problem } });
      })
      .nullable()
      .optional();
  return variant === 'cz'
    ? z.object({ company_id: checked(validateIco), vat_id: checked(validateDic) }).strict()
    : z.object({ company_id: checked(validateCui) }).strict();
}

/**
 * POST /store/customers/me/addresses (and `/:address_id`, every field
 * optional): an address of the shop's country, its postcode and phone
 * checked for that country, default for delivery and for invoices.
 */
export function storeAddressSchema(variant: ShopVariant) {
  return z
    .object({
      first_name: name,
      last_name: name,
      company: optionalText(200),
      address_1: z.string().trim().min(1).max(200),
      address_2: optionalText(200),
      city: z.string().trim().min(1).max(100),
      postal_code: z
        .string()
        .trim()
        .min(1)
        .refine((value) => validatePostcode(value, variant) === null, 'invalid_postcode'),
      country_code: z.literal(variant === 'cz' ? 'cz' : 'ro'),
      phone: phone(variant),
      is_default_shipping: z.boolean().optional(),
      is_default_billing: z.boolean().optional(),
      metadata: companyIds(variant).optional(),
    })
    .strict();
}
export type StoreAddress = z.infer<ReturnType<typeof storeAddressSchema>>;

export const storeAddressUpdateSchema = (variant: ShopVariant) => storeAddressSchema(variant).partial();

/** POST /admin/customers/:id/shop-account: staff mark a customer as a shop account (an in-store customer's, no personal data editing) or not. */
export const AdminShopAccountSchema = z.object({ shop_account: z.boolean() }).strict();
export type AdminShopAccount = z.infer<typeof AdminShopAccountSchema>;
