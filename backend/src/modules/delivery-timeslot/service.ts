import { MedusaService } from "@medusajs/framework/utils"
import { DeliveryTimeslot } from "./models/delivery-timeslot"

/** CRUD of courier delivery timeslots (Medusa's generated methods); offers and bookings are lib/delivery-timeslot. */
export default class DeliveryTimeslotModuleService extends MedusaService({ DeliveryTimeslot }) {}
