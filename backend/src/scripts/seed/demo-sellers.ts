/**
 * A valid seller of each variant for the sell-online form (birth number and a Czech account, or CNP and
 * IBAN): the demo shop's sales (buyout-sales.ts), what the integration tests send and what the
 * validation's unit tests vary.
 */
export const SELLERS = {
  cz: {
    personal_identification_number: "710319/2745",
    identity_card_number: "204851377",
    identity_released_by: "MěÚ Praha 4",
    identity_valid_to: "31.12.2031",
    degree_before_name: "Ing.",
    first_name: "Jan",
    last_name: "Novák",
    gender: "male",
    district: "Praha 4",
    street: "Na Pankráci 12",
    city: "Praha",
    country: "cz",
    postcode: "140 00",
    phone_number: "+420 601 123 456",
    nationality: "česká",
    place_of_birth: "Brno",
    e_mail: "jan.novak@example.cz",
    bank_account_full_number: "34278-727558021",
    bank_code: "0100",
  },
  ro: {
    personal_identification_number: "1630615123457",
    identity_card_number: "RX482915",
    identity_released_by: "SPCEP Sector 3",
    identity_valid_to: "31.12.2031",
    degree_before_name: "",
    first_name: "Ion",
    last_name: "Popescu",
    gender: "male",
    district: "Sector 3",
    street: "Strada Lipscani 10",
    city: "București",
    country: "ro",
    postcode: "030031",
    phone_number: "0712 345 678",
    nationality: "română",
    place_of_birth: "Cluj-Napoca",
    e_mail: "ion.popescu@example.ro",
    bank_account_full_number: "RO49AAAA1B31007593840000",
    bank_code: "",
  },
}
