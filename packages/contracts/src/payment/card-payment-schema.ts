import { z } from 'zod';
import { CARD_PAYMENT_METHODS } from './card-payment.js';

export const StoreStartCardPaymentSchema = z.object({ method: z.enum(CARD_PAYMENT_METHODS) }).strict();
