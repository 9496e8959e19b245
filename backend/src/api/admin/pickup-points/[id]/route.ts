export { GET } from "../../../store/pickup-points/[id]/route"
