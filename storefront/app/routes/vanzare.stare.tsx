// The Romanian shop's buy-out status page: the same module as /vykup/stav.
export { action, default, links, loader, meta } from './vykup.stav';
