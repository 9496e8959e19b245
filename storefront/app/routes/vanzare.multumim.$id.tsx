// The Romanian shop's buy-out thank-you page: the same module as /vykup/dekujeme/:id.
export { default, links, loader, meta } from './vykup.dekujeme.$id';
