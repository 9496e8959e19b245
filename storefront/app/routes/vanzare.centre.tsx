// The Romanian shop's buy-out centres: the same module as /vykup/centra.
export { default, links, loader, meta } from './vykup.centra';
