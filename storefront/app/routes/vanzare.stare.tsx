// The Romanian shop's buy-out status page: the same module as /vykup/stav.
export { default, links, loader, meta } from './vykup.stav';
