// The Romanian shop's buy-out page (/vanzare/...): the same module as /vykup.
export { action, default, headers, links, loader, meta } from './vykup.$';
